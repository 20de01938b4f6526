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
import { useLanguage } from '../../i18n/language';
import { progressColumn } from './text';
import { teacherProgressText as text } from './teacherText';
import { contentLang, lessonName } from '../courses/contentNames';
import './progress.css';

const ROUTE = '/teacherprogress/$lessonID' as const;

const Average = ({ value }: { value: number | null }) =>
  value === null ? <span className="progress-empty">--</span> : <ScoreChip score={value} />;

/**
 * Teacher progress for super-teachers (LA §2 /teacherprogress): for one lesson, each class of
 * each sub-teacher with its average per quiz and how many students it counts; a class opens
 * its class progress. Without a lesson in the address, the first lesson is opened.
 */
export function TeacherProgressScreen({ lessonID }: { lessonID?: string }) {
  useLanguage();
  const navigate = useNavigate();
  const { user } = useSession();
  const lessons = useLoaded(() => contentCall(getAllLessons), 'lessons');
  const lessonList = lessons.status === 'ready' ? lessons.data : [];
  const range = useReportRange();
  useEffect(() => {
    if (!lessonID && lessonList.length) void navigate({ to: ROUTE, params: { lessonID: lessonList[0]!.id }, replace: true });
  }, [lessonID, lessonList, navigate]);

  const query = lessonID ? { lessonID, ...range.query } : null;
  const report = useLoaded(
    () => (query && range.valid ? call(getSuperTeacherReport, { query }) : new Promise<never>(() => {})),
    JSON.stringify(query),
  );
  const data = report.status === 'ready' ? report.data : null;

  return (
    <div className="progress-report">
      <div className="page-heading">
        <h1>{text.teacherProgress}</h1>
      </div>
      {lessons.status === 'failed' ? <LoadStatus state={lessons} action="load the lessons" loadingText="" /> : null}
      {lessonID ? (
        <>
          <div className="progress-toolbar no-print">
            <SelectField
              label={text.lesson}
              name="teacherProgressLesson"
              options={lessonList.map((l) => ({ value: l.id, label: lessonName(l), lang: contentLang(lessonName(l), l.name) }))}
              value={lessonID}
              onChange={(e) => void navigate({ to: ROUTE, params: { lessonID: e.target.value } })}
            />
          </div>
          <DateRangeFields range={range} who={data && user ? text.whoGroup(user.first, user.last, lessonName(data.lesson)) : undefined} />
          {report.status === 'failed' ? <LoadStatus state={report} action="load teacher progress" loadingText="" /> : null}
          {report.status === 'loading' && range.valid ? <p className="muted">{text.loadingTeacherProgress}</p> : null}
          {data ? (
            <>
              <div className="progress-report-actions no-print">
                <button type="button" className="button button-secondary" onClick={() => window.print()}>
                  {text.print}
                </button>
              </div>
              <div className="table-scroll">
                <table className="progress-table">
                  <caption>{text.groupCaption(lessonName(data.lesson))}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{text.teacher}</th>
                      <th scope="col">{text.class}</th>
                      <th scope="col">{text.students}</th>
                      {PROGRESS_COLUMNS.map((label, i) => (
                        <th scope="col" key={label}>
                          {progressColumn(i)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.length === 0 ? (
                      <tr>
                        <td colSpan={PROGRESS_COLUMNS.length + 3} className="muted">
                          {text.noTeacherClasses}
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
                            {col.count ? <span className="progress-date">{text.scoreCount(col.count)}</span> : null}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={3}>
                        {text.average}
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
                  title={text.classAverages(lessonName(data.lesson))}
                />
              ) : null}
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
