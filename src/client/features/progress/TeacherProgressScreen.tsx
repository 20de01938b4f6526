import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getAllLessons } from '../../../shared/api/content';
import { getSuperTeacherReport } from '../../../shared/api/progress';
import { PROGRESS_COLUMNS } from '../../../shared/domain/progress';
import { call } from '../../lib/api';
import { contentCall, useLoaded } from '../../lib/useLoaded';
import { useSession } from '../../lib/useSession';
import { LoadStatus } from '../../ui/LoadState';
import { SelectField } from '../../ui/SelectField';
import { ScoreChip } from '../quizzes/ScoreChip';
import { DateRangeFields } from './DateRangeFields';
import { LazyChart } from './LazyChart';
import { useReportRange } from './useReportRange';
import './progress.css';

const ROUTE = '/teacherprogress/$lessonID' as const;

const Average = ({ value }: { value: number | null }) => (value === null ? <span className="progress-empty">--</span> : <ScoreChip score={value} />);

/**
 * Teacher progress for super-teachers (LA §2 /teacherprogress): for one lesson, each class of
 * each sub-teacher with its average per quiz and how many students it counts; a class opens
 * its class progress. Without a lesson in the address, the first lesson is opened.
 */
export function TeacherProgressScreen({ lessonID }: { lessonID?: string }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const lessons = useLoaded(() => contentCall(getAllLessons), 'lessons');
  const lessonList = lessons.status === 'ready' ? lessons.data : [];
  const range = useReportRange();
  useEffect(() => {
    if (!lessonID && lessonList.length) void navigate({ to: ROUTE, params: { lessonID: lessonList[0]!.id }, replace: true });
  }, [lessonID, lessonList, navigate]);

  const query = lessonID ? { lessonID, ...range.query } : null;
  const report = useLoaded(() => (query && range.valid ? call(getSuperTeacherReport, { query }) : new Promise<never>(() => {})), JSON.stringify(query));
  const data = report.status === 'ready' ? report.data : null;

  return (
    <div className="progress-report">
      <div className="page-heading">
        <h1>Teacher Progress</h1>
      </div>
      {lessons.status === 'failed' ? <LoadStatus state={lessons} action="load the lessons" loadingText="" /> : null}
      {lessonID ? (
        <>
          <div className="progress-toolbar no-print">
            <SelectField
              label="Lesson"
              name="teacherProgressLesson"
              options={lessonList.map((l) => ({ value: l.id, label: l.name }))}
              value={lessonID}
              onChange={(e) => void navigate({ to: ROUTE, params: { lessonID: e.target.value } })}
            />
          </div>
          <DateRangeFields
            range={range}
            who={data && user ? `Teacher progress of ${user.first} ${user.last}'s group · Lesson: ${data.lesson.name}` : undefined}
          />
          {report.status === 'failed' ? <LoadStatus state={report} action="load teacher progress" loadingText="" /> : null}
          {report.status === 'loading' && range.valid ? <p className="muted">Loading teacher progress…</p> : null}
          {data ? (
            <>
              <div className="progress-report-actions no-print">
                <button type="button" className="button button-secondary" onClick={() => window.print()}>
                  Print
                </button>
              </div>
              <div className="table-scroll">
                <table className="progress-table">
                  <caption>{`Average scores of your teachers' classes: ${data.lesson.name}`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Teacher</th>
                      <th scope="col">Class</th>
                      <th scope="col">Students</th>
                      {PROGRESS_COLUMNS.map((label) => (
                        <th scope="col" key={label}>
                          {label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.length === 0 ? (
                      <tr>
                        <td colSpan={PROGRESS_COLUMNS.length + 3} className="muted">
                          None of your teachers has a class yet.
                        </td>
                      </tr>
                    ) : null}
                    {data.rows.map((row) => (
                      <tr key={row.classID}>
                        <th scope="row">{row.teacherName}</th>
                        <td>
                          <Link to="/classprogress/$classID/$lessonID" params={{ classID: row.classID, lessonID: data.lesson.id }}>
                            {row.className}
                          </Link>
                        </td>
                        <td>{row.students}</td>
                        {row.columns.map((col, i) => (
                          <td key={i}>
                            <Average value={col.average} />
                            {col.count ? <span className="progress-date">{col.count === 1 ? '1 score' : `${col.count} scores`}</span> : null}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={3}>
                        Average
                      </th>
                      {data.averages.map((a, i) => (
                        <td key={i}>
                          <Average value={a} />
                        </td>
                      ))}
                    </tr>
                  </tfoot>
                </table>
              </div>
              {data.rows.length > 0 ? (
                <LazyChart
                  kind="classes"
                  averages={data.rows.map((row) => row.columns.map((col) => col.average))}
                  title={`Class averages by score band: ${data.lesson.name}`}
                />
              ) : null}
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
