import type { ReactNode } from 'react';
import { getStudentCsv, type ProgressRow, type StudentReport } from '../../../shared/api/progress';
import { extraMessages } from '../../../shared/messages';
import { LazyChart } from './LazyChart';
import { ProgressTable } from './ProgressTable';
import { ReportActions } from './ReportActions';
import { progressText } from './text';
import { lessonName } from '../courses/contentNames';

/** A student's report: CSV and Print, the table of lessons, and their scores over time. */
export function StudentProgressView({
  report,
  query,
  actions,
  caption,
}: {
  report: StudentReport;
  query: Record<string, string>;
  actions?: (row: ProgressRow) => ReactNode;
  caption: string;
}) {
  const name = `${report.student.first} ${report.student.last}`;
  return (
    <>
      <ReportActions csv={getStudentCsv} query={{ studentID: report.student.id, ...query }} />
      <ProgressTable
        caption={caption}
        firstHeader={progressText.lessonName}
        rowName={(row) => lessonName({ id: row.lessonID, name: row.lessonName })}
        rows={report.rows}
        averages={report.averages}
        actions={actions}
        emptyText={extraMessages.noProgress}
      />
      {report.rows.some((r) => r.cells.some((c) => c.score !== null)) ? (
        <LazyChart kind="timeline" rows={report.rows} title={progressText.scoresOverTime(name)} />
      ) : null}
    </>
  );
}
