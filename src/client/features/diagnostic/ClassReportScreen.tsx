import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { getAllClasses } from '../../../shared/api/classes';
import {
  ALL_TOPICS_ID,
  superDiagnosticReportClass,
  type StudentTopicRow,
  type TopicScore,
} from '../../../shared/api/diagnostic';
import { studentTopicName } from '../../../shared/content/schema';
import { scoreBand } from '../../../shared/domain/scoreBands';
import { bandText } from '../../ui/bandText';
import { DenseTable, type DenseColumn } from '../../ui/DenseTable';
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
 * Class diagnostic report (LA §2, issue 29): "Students Completed: X of Y", a student × topic grid
 * (students rows, topics columns, each cell a score with its band by word and colour; sort by name
 * in natural order or by a topic, weakest first), then the class's result per topic, weakest first
 * (a row sorts the grid by that topic, through the route), Print, a class selector. No paging.
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
      <div className="page-heading diag-heading">
        <h1>{messages.diagnosticResultsTitle}</h1>
        {user.isActive && chosen ? (
          <div className="diag-heading-tools">
            <div className="diag-toolbar no-print">
              <SelectField
                label={text.class}
                name="reportClass"
                options={classList.map((c) => ({ value: c.id, label: c.name }))}
                value={chosen.id}
                onChange={(e) => void navigate({ to: ROUTE, params: { classID: e.target.value, topicID: undefined } })}
              />
            </div>
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
          </div>
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
  useFailureToast(report, 'load diagnostic report class');
  const data = report.status === 'ready' ? report.data : null;
  const rows: GridRow[] = useMemo(() => {
    if (!data) return [];
    const byStudent = new Map(data.studentTopicScores.map((s) => [s.studentID, s.scores]));
    return data.classTopicResults.map((r) => ({ ...r, scores: byStudent.get(r.studentID) ?? {} }));
  }, [data]);
  const columns = useMemo(() => (data ? gridColumns(classID, data.classResults) : []), [classID, data]);
  const topicColumns = useMemo(() => topicSummaryColumns(classID, specific, navigate), [classID, specific, navigate]);

  if (report.status === 'loading') return <p className="muted">{messages.loading}</p>;
  if (report.status === 'failed') return <LoadFailed action="load diagnostic report class" error={report.error} onRetry={report.reload} />;
  const ready = report.data;
  const sortBy = specific && ready.classResults.some((t) => t.topicID === specific) ? specific : null;

  return (
    <>
      <p className="diag-completed">
        <strong>{messages.studentsCompleted(ready.classStats.studentsTakenQuiz, ready.classStats.totalStudents)}</strong>{' '}
        <span className="muted diag-legend">{bandText.legend}</span>
      </p>
      <section aria-labelledby="diag-grid-title" className="diag-grid-section">
        <h2 id="diag-grid-title" className="diag-grid-title">
          {text.gridTitle} <span className="muted diag-grid-hint">{text.gridHint}</span>
        </h2>
        <DenseTable<GridRow>
          key={sortBy ?? 'name'}
          name="diag-grid"
          caption={text.gridTitle}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.studentID}
          initialSort={{ column: sortBy ?? 'name', direction: 'ascending' }}
          empty={messages.noDiagnosticProgress}
        />
      </section>
      <section className="diag-topic-summary" aria-labelledby="diag-right-title">
        <h2 id="diag-right-title">{text.classResultsByTopic}</h2>
        {ready.classResults.length === 0 ? (
          <p role="status">{messages.noTopicsFound}</p>
        ) : (
          <DenseTable<TopicScore>
            name="diag-topics"
            caption={text.classResultsByTopic}
            columns={topicColumns}
            rows={ready.classResults}
            rowKey={(r) => r.topicID}
            initialSort={{ column: 'score', direction: 'ascending' }}
            rowClassName={(r) => (r.topicID === specific ? 'diag-selected' : undefined)}
          />
        )}
      </section>
    </>
  );
}

type GridRow = StudentTopicRow & { scores: Record<string, number | null> };

/** A score with its band: the number, the band's word and its colour (never colour alone). */
export function BandScore({ score, note }: { score: number | null; note?: string }) {
  const band = scoreBand(score);
  return (
    <span className={`band-cell band-${band}`} data-band={band}>
      <span className="band-score">{scoreText(score)}</span> <span className="band-word">{bandText[band]}</span>
      {note ? <span className="band-note">{note}</span> : null}
    </span>
  );
}

/** Topic names on the reports: the Build screen's "suggested" asterisk means nothing here (issue 29). */
export const reportTopicName = (name: string) => studentTopicName(name);

function gridColumns(classID: string, topics: TopicScore[]): DenseColumn<GridRow>[] {
  return [
    {
      id: 'name',
      header: text.student,
      label: text.student,
      rowHeader: true,
      sortValue: (r) => r.studentName,
      cell: (r) => (
        <Link to="/super-diagnostic-report-student/$classID/$studentID" params={{ classID, studentID: r.studentID }}>
          {r.studentName}
        </Link>
      ),
    },
    {
      id: 'all',
      header: text.allTopicsColumn,
      label: text.allTopicsColumn,
      sortValue: (r) => r.score,
      cell: (r) => (
        <BandScore score={r.score} note={!r.hasTakenQuiz && r.answered > 0 ? text.inProgress(r.answered, r.total) : undefined} />
      ),
    },
    ...topics.map<DenseColumn<GridRow>>((t) => ({
      id: t.topicID,
      label: reportTopicName(t.topicName),
      header: (
        <span className="diag-grid-head">
          <span lang="en">{reportTopicName(t.topicName)}</span>
          <span className="diag-grid-class">{text.classRow(t.score === null ? messages.notAvailable : text.score(t.score))}</span>
        </span>
      ),
      sortValue: (r) => r.scores[t.topicID] ?? null,
      cell: (r) => <BandScore score={r.scores[t.topicID] ?? null} />,
    })),
  ];
}

function topicSummaryColumns(
  classID: string,
  specific: string | null,
  navigate: ReturnType<typeof useNavigate>,
): DenseColumn<TopicScore>[] {
  return [
    {
      id: 'topic',
      header: text.topic,
      label: text.topic,
      rowHeader: true,
      sortValue: (r) => reportTopicName(r.topicName),
      cell: (r) => (
        <button
          type="button"
          className="diag-row-button"
          aria-current={r.topicID === specific || undefined}
          onClick={() => void navigate({ to: ROUTE, params: { classID, topicID: r.topicID } })}
        >
          <span lang="en">{reportTopicName(r.topicName)}</span>
        </button>
      ),
    },
    { id: 'score', header: text.classScore, label: text.classScore, sortValue: (r) => r.score, cell: (r) => <BandScore score={r.score} /> },
  ];
}
