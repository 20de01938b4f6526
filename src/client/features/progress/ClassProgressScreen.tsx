import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { getAllClasses } from '../../../shared/api/classes';
import { getAllLessons } from '../../../shared/api/content';
import { getClassCsv, getClassReport } from '../../../shared/api/progress';
import type { ResetType } from '../../../shared/api/quizzes';
import { extraMessages, messages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { contentCall, useLoaded } from '../../lib/useLoaded';
import { useSession } from '../../lib/useSession';
import { Button } from '../../ui/Button';
import { LoadStatus } from '../../ui/LoadState';
import { ResetClassDialog } from '../../ui/ResetClassDialog';
import { SelectField } from '../../ui/SelectField';
import { DateRangeFields } from './DateRangeFields';
import { LazyChart } from './LazyChart';
import { ClassProgressTable } from './ClassProgressTable';
import { ReportActions } from './ReportActions';
import { useReportRange } from './useReportRange';
import { useLanguage } from '../../i18n/language';
import { teacherProgressText as text } from './teacherText';
import { contentLang, lessonName } from '../courses/contentNames';
import './progress.css';

const ROUTE = '/classprogress/$classID/$lessonID' as const;

/**
 * Class progress (LA §2 /classprogress): one lesson of one class, one dense line per student
 * (issue 29); a row's menu opens the student's prior attempts, reset pre-test, reset
 * post-evaluation and view student report. Class-wide resets, the score distribution chart, CSV and Print.
 * Without a class or lesson in the address, the first of each is opened.
 */
export function ClassProgressScreen({ classID, lessonID }: { classID?: string; lessonID?: string }) {
  useLanguage();
  const { user } = useSession();
  const navigate = useNavigate();
  const classes = useLoaded(() => call(getAllClasses), user?.id ?? '');
  const lessons = useLoaded(() => contentCall(getAllLessons), 'lessons');
  const range = useReportRange();
  const classList = classes.status === 'ready' ? classes.data : [];
  const lessonList = lessons.status === 'ready' ? lessons.data : [];

  // Open the first class and lesson when the address has none (the side menu's link).
  useEffect(() => {
    if (classID && lessonID) return;
    if (classes.status !== 'ready' || lessons.status !== 'ready' || classList.length === 0 || lessonList.length === 0) return;
    void navigate({ to: ROUTE, params: { classID: classID ?? classList[0]!.id, lessonID: lessonID ?? lessonList[0]!.id }, replace: true });
  }, [classID, lessonID, classes.status, lessons.status, classList, lessonList, navigate]);

  const query = classID && lessonID ? { classID, lessonID, ...range.query } : null;
  const report = useLoaded(
    () => (query && range.valid ? call(getClassReport, { query }) : new Promise<never>(() => {})),
    JSON.stringify(query),
  );
  const [resetAll, setResetAll] = useState<ResetType | null>(null);

  const data = report.status === 'ready' ? report.data : null;
  // A super-teacher reading a sub-teacher's class: that class is not in their own list.
  const classOptions = classList.map((c) => ({ value: c.id, label: c.name }));
  if (data && !classOptions.some((o) => o.value === data.class.id)) classOptions.unshift({ value: data.class.id, label: data.class.name });

  return (
    <div className="progress-report">
      <div className="page-heading cp-heading">
        <h1>{text.classProgress}</h1>
        {data && classID && lessonID ? <ReportActions csv={getClassCsv} query={{ classID, lessonID, ...range.query }} /> : null}
      </div>
      {classes.status !== 'ready' ? <LoadStatus state={classes} action="load classes" loadingText={text.loadingClasses} /> : null}
      {lessons.status === 'failed' ? <LoadStatus state={lessons} action="load the lessons" loadingText="" /> : null}
      {classes.status === 'ready' && classList.length === 0 && !classID ? (
        <div className="notice empty-state" role="status">
          <p>{messages.addClassFirst}</p>
          <Link to="/classes" className="button button-secondary">
            {text.goToDashboard}
          </Link>
        </div>
      ) : null}

      {classID && lessonID ? (
        <>
          <div className="cp-controls">
          <div className="progress-toolbar no-print">
            <SelectField
              label={text.class}
              name="progressClass"
              options={classOptions}
              value={classID}
              onChange={(e) => void navigate({ to: ROUTE, params: { classID: e.target.value, lessonID } })}
            />
            <SelectField
              label={text.lesson}
              name="progressLesson"
              options={lessonList.map((l) => ({ value: l.id, label: lessonName(l), lang: contentLang(lessonName(l), l.name) }))}
              value={lessonID}
              onChange={(e) => void navigate({ to: ROUTE, params: { classID, lessonID: e.target.value } })}
            />
          </div>
          <DateRangeFields
            range={range}
            who={data ? text.whoClassLesson(data.class.name, data.lesson ? lessonName(data.lesson) : '') : undefined}
          />
          </div>
          {report.status === 'failed' ? <LoadStatus state={report} action="load the class report" loadingText="" /> : null}
          {report.status === 'loading' && range.valid ? <p className="muted">{text.loadingClassReport}</p> : null}
          {data ? (
            <>
              <ClassProgressTable
                caption={`${data.class.name}: ${data.lesson ? lessonName(data.lesson) : ''}`}
                classID={classID}
                rows={data.rows}
                averages={data.averages}
                emptyText={extraMessages.noProgress}
                onChanged={report.reload}
              />
              {data.rows.length > 0 ? (
                <LazyChart kind="distribution" rows={data.rows} title={text.distribution(data.lesson ? lessonName(data.lesson) : '')} />
              ) : null}
              <section className="progress-class-resets no-print" aria-labelledby="class-resets-title">
                <h2 id="class-resets-title">{text.wholeClass}</h2>
                <p className="muted">{text.wholeClassLead(data.class.name)}</p>
                <div className="progress-actions">
                  <Button variant="secondary" onClick={() => setResetAll('diagnostic')}>
                    {text.resetClassPreTests}
                  </Button>
                  <Button variant="secondary" onClick={() => setResetAll('postEval')}>
                    {text.resetClassPostEvals}
                  </Button>
                </div>
              </section>
              {resetAll ? (
                <ResetClassDialog
                  classID={classID}
                  className={data.class.name}
                  type={resetAll}
                  onClose={() => setResetAll(null)}
                  onDone={() => {
                    setResetAll(null);
                    report.reload();
                  }}
                />
              ) : null}
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
