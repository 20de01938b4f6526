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
import { useLanguage } from '../../i18n/language';
import { progressText } from './text';
import { teacherProgressText as text } from './teacherText';
import './progress.css';

/**
 * A teacher's student report (LA §2 /studentprogress): a row per lesson the student worked on;
 * a row opens to prior attempts with reset pre-test and reset post-evaluation.
 */
export function StudentProgressScreen({ classID, studentID }: { classID: string; studentID: string }) {
  useLanguage();
  const range = useReportRange();
  const query = { studentID, ...range.query };
  const report = useLoaded(() => (range.valid ? call(getStudentReport, { query }) : new Promise<never>(() => {})), JSON.stringify(query));
  const lessons = useLoaded(() => contentCall(getAllLessons), 'lessons');
  const data = report.status === 'ready' ? report.data : null;
  const name = data ? `${data.student.first} ${data.student.last}` : text.student;
  const backLesson = data?.rows[0]?.lessonID ?? (lessons.status === 'ready' ? lessons.data[0]?.id : undefined);

  return (
    <div className="progress-report">
      <Breadcrumb
        links={
          backLesson
            ? [
                <Link key="class" to="/classprogress/$classID/$lessonID" params={{ classID, lessonID: backLesson }}>
                  {data?.class && data.class.id === classID ? text.classNameProgress(data.class.name) : text.classProgressLink}
                </Link>,
              ]
            : []
        }
        current={name}
      />
      <div className="page-heading">
        <h1>{text.studentReport}</h1>
        {data ? <p className="progress-subtitle">{name}</p> : null}
      </div>
      <DateRangeFields
        range={range}
        who={data ? `${progressText.whoStudent(name)}${data.class ? progressText.whoClass(data.class.name) : ''}` : undefined}
      />
      {report.status === 'failed' ? <LoadStatus state={report} action="load the student report" loadingText="" /> : null}
      {report.status === 'loading' && range.valid ? <p className="muted">{text.loadingStudentReport}</p> : null}
      {data ? <QuizStartsPanel studentID={studentID} studentName={name} /> : null}
      {data ? (
        <StudentProgressView
          report={data}
          query={range.query}
          caption={text.progressOf(name)}
          actions={() => <ResetStudentButtons studentID={studentID} studentName={name} onDone={report.reload} />}
        />
      ) : null}
    </div>
  );
}
