import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getAllClasses } from '../../../shared/api/classes';
import {
  ALL_TOPICS_ID,
  superDiagnosticReportClass,
  superDiagnosticReportTopic,
  type StudentTopicRow,
} from '../../../shared/api/diagnostic';
import { messages } from '../../../shared/messages';
import { call, failureText } from '../../lib/api';
import { useLoaded, type Loaded } from '../../lib/useLoaded';
import { useSession } from '../../lib/useSession';
import { track } from '../../lib/track';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadState';
import { PrintHeading } from '../../ui/PrintHeading';
import { SelectField } from '../../ui/SelectField';
import { toast } from '../../ui/toast';
import './diagnostic.css';

import { useLanguage } from '../../i18n/language';
import { diagnosticReportText as text } from './reportText';
const ROUTE = '/super-diagnostic-report-class/{-$classID}/{-$topicID}' as const;
export const scoreText = (score: number | null) => (score === null ? messages.notAvailable : text.score(score));

/** Says a failed load in a toast with the spec's context ("Failed to load diagnostic report class. …"). */
export function useFailureToast(state: Loaded<unknown>, action: string) {
  useEffect(() => {
    if (state.status !== 'failed') return;
    const text = failureText(action, state.error);
    if (text) toast.error(text);
  }, [state, action]);
}

/** Instead of a report, for a deactivated account (LA §2, §6). */
export function NotAvailable() {
  return (
    <div className="notice" role="status">
      <p>{messages.diagnosticNotAvailable}</p>
      <p>
        {text.needsSubscription} <Link to="/payment">{text.choosePlan}</Link>
      </p>
    </div>
  );
}

/**
 * Class diagnostic report (LA §2): "Students Completed: X of Y", per-student results for the
 * chosen topic or All Topics (left), the class's result per topic (right, a row picks the topic
 * in the route), Print, a class selector. No paging.
 */
export function ClassReportScreen({ classID, topicID }: { classID?: string; topicID?: string }) {
  useLanguage();
  const { user } = useSession();
  const navigate = useNavigate();
  const classes = useLoaded(() => call(getAllClasses), user?.id ?? '');
  const classList = classes.status === 'ready' ? classes.data : [];
  const chosen = classList.find((c) => c.id === classID);

  useEffect(() => {
    if (classes.status !== 'ready' || classList.length === 0 || chosen || !user?.isActive) return;
    void navigate({ to: ROUTE, params: { classID: classList[0]!.id, topicID: undefined }, replace: true });
  }, [classes.status, classList, chosen, navigate, user?.isActive]);

  if (!user) return null;
  return (
    <>
      <div className="page-heading">
        <h1>{messages.diagnosticResultsTitle}</h1>
        {user.isActive && chosen ? (
          <Button
            variant="secondary"
            onClick={() => {
              track('Printing Diagnostic Results', chosen.id);
              window.print();
            }}
            className="diag-print-hide"
          >
            {text.print}
          </Button>
        ) : null}
      </div>
      {!user.isActive ? <NotAvailable /> : null}
      {user.isActive && classes.status === 'loading' ? <p className="muted">{messages.loading}</p> : null}
      {user.isActive && classes.status === 'failed' ? (
        <LoadFailed action="load classes" error={classes.error} onRetry={classes.reload} />
      ) : null}
      {user.isActive && classes.status === 'ready' && classList.length === 0 ? (
        <div className="notice" role="status">
          <p>{messages.addClassFirst}</p>
        </div>
      ) : null}
      {user.isActive && chosen ? (
        <>
          <PrintHeading who={text.resultsOf(chosen.name)} dates={text.everyResult} />
          <div className="diag-toolbar no-print">
            <SelectField
              label={text.class}
              name="reportClass"
              options={classList.map((c) => ({ value: c.id, label: c.name }))}
              value={chosen.id}
              onChange={(e) => void navigate({ to: ROUTE, params: { classID: e.target.value, topicID: undefined } })}
            />
          </div>
          <ClassReport key={chosen.id} classID={chosen.id} topicID={topicID} />
        </>
      ) : null}
    </>
  );
}

function ClassReport({ classID, topicID }: { classID: string; topicID?: string }) {
  const navigate = useNavigate();
  const report = useLoaded(() => call(superDiagnosticReportClass, { query: { classid: classID } }), classID);
  const shown = report.status === 'ready';
  useEffect(() => {
    if (shown) track('Viewing Class Diagnostic Report', classID);
  }, [shown, classID]);
  const specific = topicID && topicID !== ALL_TOPICS_ID ? topicID : null;
  const topic = useLoaded(
    () => (specific ? call(superDiagnosticReportTopic, { query: { classid: classID, topicid: specific } }) : Promise.resolve(null)),
    `${classID}/${specific}`,
  );
  useFailureToast(report, 'load diagnostic report class');
  useFailureToast(topic, 'load diagnostic report topic');

  if (report.status === 'loading') return <p className="muted">{messages.loading}</p>;
  if (report.status === 'failed') return <LoadFailed action="load diagnostic report class" error={report.error} onRetry={report.reload} />;
  const data = report.data;
  const left: StudentTopicRow[] = specific
    ? topic.status === 'ready' && topic.data
      ? topic.data.classTopicResults
      : []
    : data.classTopicResults;
  const leftTitle = specific ? (topic.status === 'ready' && topic.data ? topic.data.topicName : messages.loading) : text.allTopics;
  const pick = (id: string | undefined) => void navigate({ to: ROUTE, params: { classID, topicID: id } });

  return (
    <>
      <p className="diag-completed">
        <strong>{messages.studentsCompleted(data.classStats.studentsTakenQuiz, data.classStats.totalStudents)}</strong>
      </p>
      <div className="diag-report-grid">
        <section className="card" aria-labelledby="diag-left-title">
          <h2 id="diag-left-title" lang={specific ? 'en' : undefined}>
            {leftTitle}
          </h2>
          {topic.status === 'failed' ? (
            <LoadFailed action="load diagnostic report topic" error={topic.error} onRetry={topic.reload} />
          ) : null}
          <table className="diag-report-table">
            <thead>
              <tr>
                <th scope="col">{text.student}</th>
                <th scope="col">{text.scoreHeader}</th>
              </tr>
            </thead>
            <tbody>
              {left.length === 0 ? (
                <tr>
                  <td colSpan={2}>{messages.noDiagnosticProgress}</td>
                </tr>
              ) : (
                left.map((row) => (
                  <tr key={row.studentID}>
                    <th scope="row">
                      <Link to="/super-diagnostic-report-student/$classID/$studentID" params={{ classID, studentID: row.studentID }}>
                        {row.studentName}
                      </Link>
                    </th>
                    <td>
                      {scoreText(row.score)}
                      {!row.hasTakenQuiz && row.answered > 0 ? (
                        <span className="muted">{text.inProgress(row.answered, row.total)}</span>
                      ) : null}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </section>
        <section className="card" aria-labelledby="diag-right-title">
          <h2 id="diag-right-title">{text.classResultsByTopic}</h2>
          <table className="diag-report-table">
            <thead>
              <tr>
                <th scope="col">{text.topic}</th>
                <th scope="col">{text.classScore}</th>
              </tr>
            </thead>
            <tbody>
              {data.classResults.length === 0 ? (
                <tr>
                  <td colSpan={2}>{messages.noTopicsFound}</td>
                </tr>
              ) : (
                <>
                  <tr className={!specific ? 'diag-selected' : undefined}>
                    <th scope="row">
                      <button
                        type="button"
                        className="diag-row-button"
                        aria-current={!specific || undefined}
                        onClick={() => pick(undefined)}
                      >
                        {text.allTopics}
                      </button>
                    </th>
                    <td />
                  </tr>
                  {data.classResults.map((row) => (
                    <tr key={row.topicID} className={row.topicID === specific ? 'diag-selected' : undefined}>
                      <th scope="row">
                        <button
                          type="button"
                          className="diag-row-button"
                          aria-current={row.topicID === specific || undefined}
                          onClick={() => pick(row.topicID)}
                        >
                          <span lang="en">{row.topicName}</span>
                        </button>
                      </th>
                      <td>{scoreText(row.score)}</td>
                    </tr>
                  ))}
                </>
              )}
            </tbody>
          </table>
        </section>
      </div>
    </>
  );
}
