import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { getAllClasses } from '../../../shared/api/classes';
import { getClassAssignments, getClassWritingResults, type ClassAssignmentSummary, type WritingResult } from '../../../shared/api/writing';
import { extraMessages, messages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { CheckboxField } from '../../ui/CheckboxField';
import { SelectField } from '../../ui/SelectField';
import { toast } from '../../ui/toast';
import { useSession } from '../../lib/useSession';
import { LoadStatus } from '../../ui/LoadState';
import { useLoaded } from '../../lib/useLoaded';
import { ResultCard } from './ResultCard';
import { useLanguage } from '../../i18n/language';
import { gradingText as text } from './gradingText';
import { contentLang, lessonName } from '../courses/contentNames';
import './writing.css';

const ROUTE = '/gradingwritingassignment/{-$classID}' as const;

/** The lesson of an assignment in the reader's language, or the content's English. */
const shownLessonName = (s: { assignment: { lessonID: string }; lessonName: string }) => lessonName({ id: s.assignment.lessonID, name: s.lessonName });

/** The assignment to open first: one with writing still to grade, else one with any writing. */
function firstToOpen(list: readonly ClassAssignmentSummary[]): string | undefined {
  return (list.find((a) => a.submitted > a.graded) ?? list.find((a) => a.submitted > 0))?.assignment.id;
}

/**
 * The writing portal (LA §2): pick a class, see its writing assignments with how many students
 * saved and how many are graded, open one to read each student's text, comment and grade it.
 */
export function GradingScreen({ classID, assignmentID }: { classID: string | undefined; assignmentID: string | undefined }) {
  useLanguage();
  const { user } = useSession();
  const navigate = useNavigate();
  const classes = useLoaded(() => call(getAllClasses), user?.id ?? '');
  const classList = classes.status === 'ready' ? classes.data : [];
  const chosen = classID ? classList.find((c) => c.id === classID) : undefined;
  const assignments = useLoaded(
    () => (chosen ? call(getClassAssignments, { query: { classID: chosen.id } }) : Promise.resolve([] as ClassAssignmentSummary[])),
    chosen?.id ?? '',
  );
  const [showAll, setShowAll] = useState(false);

  const go = (to: { classID?: string; wa?: string }, replace = false) =>
    void navigate({ to: ROUTE, params: { classID: to.classID }, search: to.wa ? { wa: to.wa } : {}, replace });

  // No class in the address: open the first one. A class that is not the teacher's: say so, then the first.
  useEffect(() => {
    if (classes.status !== 'ready' || classList.length === 0) return;
    if (!classID) return go({ classID: classList[0]!.id }, true);
    if (!chosen) {
      toast.error(extraMessages.classNotFound);
      go({ classID: classList[0]!.id }, true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [classes.status, classID, chosen, classList]);

  const list = assignments.status === 'ready' ? assignments.data : [];
  const open = list.find((a) => a.assignment.id === assignmentID);

  // No assignment open yet: open the first with writing to grade.
  useEffect(() => {
    if (assignments.status !== 'ready' || !chosen || open) return;
    const first = firstToOpen(list);
    if (first) go({ classID: chosen.id, wa: first }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [assignments.status, chosen?.id, open?.assignment.id, list]);

  const withWriting = list.filter((a) => a.submitted > 0);
  const shown = showAll ? list : withWriting;

  return (
    <>
      <div className="page-heading">
        <h1>{text.title}</h1>
      </div>

      {classes.status !== 'ready' ? <LoadStatus state={classes} action="load classes" loadingText={text.loadingClasses} /> : null}

      {classes.status === 'ready' && classList.length === 0 ? (
        <div className="notice empty-state" role="status">
          <p>{messages.addClassFirst}</p>
          <Link to="/classes" className="button button-secondary">
            {text.goToDashboard}
          </Link>
        </div>
      ) : null}

      {classList.length > 0 ? (
        <div className="grading-layout">
          <div className="grading-toolbar">
            <SelectField
              label={text.class}
              name="gradingClass"
              options={classList.map((c) => ({ value: c.id, label: c.name }))}
              value={chosen?.id ?? ''}
              onChange={(e) => go({ classID: e.target.value })}
            />
          </div>

          <div className="grading-panes">
            <section
              className="card grading-assignments"
              aria-labelledby="grading-assignments-title"
              aria-busy={assignments.status === 'loading'}
            >
              <h2 id="grading-assignments-title">{text.assignments}</h2>
              {assignments.status !== 'ready' ? (
                <LoadStatus state={assignments} action="load the writing assignments" loadingText={text.loadingAssignments} />
              ) : (
                <>
                  <CheckboxField label={text.showWithoutWriting} checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />
                  {shown.length === 0 ? (
                    <p className="muted">{text.noWritingInClass}</p>
                  ) : (
                    <ul className="assignment-picker">
                      {shown.map((a) => {
                        const toGrade = a.submitted - a.graded;
                        const isOpen = a.assignment.id === open?.assignment.id;
                        return (
                          <li key={a.assignment.id}>
                            <Link
                              to={ROUTE}
                              params={{ classID: chosen?.id }}
                              search={{ wa: a.assignment.id }}
                              className={isOpen ? 'assignment-pick assignment-pick-open' : 'assignment-pick'}
                              aria-current={isOpen ? 'true' : undefined}
                            >
                              <span className="assignment-pick-name" lang="en">
                                {a.assignment.name}
                              </span>
                              <span className="assignment-pick-lesson" lang={contentLang(shownLessonName(a), a.lessonName)}>
                                {shownLessonName(a)}
                              </span>
                              <span className="assignment-pick-counts">{text.counts(a.submitted, a.graded)}</span>
                              {toGrade > 0 ? <span className="to-grade">{text.toGrade(toGrade)}</span> : null}
                            </Link>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </>
              )}
            </section>

            <section className="grading-results" aria-labelledby="grading-results-title">
              {open && chosen ? (
                <AssignmentResults
                  key={`${chosen.id}/${open.assignment.id}`}
                  classID={chosen.id}
                  summary={open}
                  onGraded={() => assignments.reload()}
                />
              ) : (
                <div className="card">
                  <h2 id="grading-results-title">{text.studentWriting}</h2>
                  <p className="muted">
                    {assignments.status === 'ready' && withWriting.length === 0 ? text.appearsHere : text.chooseAssignment}
                  </p>
                </div>
              )}
            </section>
          </div>
        </div>
      ) : null}
    </>
  );
}

function AssignmentResults({ classID, summary, onGraded }: { classID: string; summary: ClassAssignmentSummary; onGraded: () => void }) {
  const results = useLoaded(
    () => call(getClassWritingResults, { query: { classID, writingAssignmentID: summary.assignment.id } }),
    `${classID}/${summary.assignment.id}`,
  );
  const [updated, setUpdated] = useState<Record<string, WritingResult>>({});
  const rows = useMemo(() => (results.status === 'ready' ? results.data.map((r) => updated[r.id] ?? r) : []), [results, updated]);

  return (
    <>
      <div className="card grading-assignment-head">
        <p className="writing-kicker" lang={contentLang(shownLessonName(summary), summary.lessonName)}>
          {shownLessonName(summary)}
        </p>
        <h2 id="grading-results-title" lang="en">
          {summary.assignment.name}
        </h2>
        <p className="writing-description" lang="en">
          {summary.assignment.description}
        </p>
      </div>
      {results.status !== 'ready' ? (
        <LoadStatus state={results} action="load the students' writing" loadingText={text.loadingWriting} />
      ) : null}
      {results.status === 'ready' && rows.length === 0 ? <p className="notice empty-state">{text.noWritingForAssignment}</p> : null}
      <ul className="result-list">
        {rows.map((r) => (
          <li key={r.id}>
            <ResultCard
              result={r}
              onGraded={(fresh) => {
                setUpdated((u) => ({ ...u, [fresh.id]: fresh }));
                onGraded();
              }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
