import { Link } from '@tanstack/react-router';
import { getAllLessons } from '../../../shared/api/content';
import { getStudentReport } from '../../../shared/api/progress';
import { call } from '../../lib/api';
import { contentCall, useLoaded } from '../../lib/useLoaded';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { LoadStatus } from '../../ui/LoadState';
import { DateRangeFields } from './DateRangeFields';
import { ResetStudentButtons } from './ResetStudentButtons';
import { QuizStartsPanel } from './QuizStartsPanel';
import { StudentProgressView } from './StudentProgressView';
import { useReportRange } from './useReportRange';
import './progress.css';

/**
 * A teacher's student report (LA §2 /studentprogress): a row per lesson the student worked on;
 * a row opens to prior attempts with reset pre-test and reset post-evaluation.
 */
export function StudentProgressScreen({ classID, studentID }: { classID: string; studentID: string }) {
  const range = useReportRange();
  const query = { studentID, ...range.query };
  const report = useLoaded(() => (range.valid ? call(getStudentReport, { query }) : new Promise<never>(() => {})), JSON.stringify(query));
  const lessons = useLoaded(() => contentCall(getAllLessons), 'lessons');
  const data = report.status === 'ready' ? report.data : null;
  const name = data ? `${data.student.first} ${data.student.last}` : 'Student';
  const backLesson = data?.rows[0]?.lessonID ?? (lessons.status === 'ready' ? lessons.data[0]?.id : undefined);

  return (
    <div className="progress-report">
      <Breadcrumb
        links={
          backLesson
            ? [
                <Link key="class" to="/classprogress/$classID/$lessonID" params={{ classID, lessonID: backLesson }}>
                  {data?.class && data.class.id === classID ? `${data.class.name} progress` : 'Class progress'}
                </Link>,
              ]
            : []
        }
        current={name}
      />
      <div className="page-heading">
        <h1>Student Report</h1>
        {data ? <p className="progress-subtitle">{name}</p> : null}
      </div>
      <DateRangeFields range={range} who={data ? `Student: ${name}${data.class ? ` · Class: ${data.class.name}` : ''}` : undefined} />
      {report.status === 'failed' ? <LoadStatus state={report} action="load the student report" loadingText="" /> : null}
      {report.status === 'loading' && range.valid ? <p className="muted">Loading the student report…</p> : null}
      {data ? <QuizStartsPanel studentID={studentID} studentName={name} /> : null}
      {data ? (
        <StudentProgressView
          report={data}
          query={range.query}
          caption={`Progress of ${name}`}
          actions={() => <ResetStudentButtons studentID={studentID} studentName={name} onDone={report.reload} />}
        />
      ) : null}
    </div>
  );
}
