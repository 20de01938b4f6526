import { useState } from 'react';
import { getQuizStarts, resetQuizStarts, type QuizStart } from '../../../shared/api/quizzes';
import { QUIZ_OPENS_BEFORE_LOCK } from '../../../shared/domain/scoring';
import { call } from '../../lib/api';
import { useLoaded } from '../../lib/useLoaded';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadStatus } from '../../ui/LoadState';
import { LockIcon } from '../../ui/learningIcons';
import './quizStarts.css';

const timeText = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** Why a quiz is locked, or how far the student got, in a teacher's words. */
function stateText(start: QuizStart): string {
  if (start.locked === 'timeUp') return `Locked: the hour ended at ${timeText(start.endsAt!)} before the answers were submitted.`;
  if (start.locked === 'opens') return `Locked: opened ${start.opens} times without finishing.`;
  const opens = `Opened ${start.opens} of ${QUIZ_OPENS_BEFORE_LOCK} times`;
  return start.endsAt ? `${opens}; in progress, the hour ends at ${timeText(start.endsAt)}.` : `${opens}, not finished yet.`;
}

/**
 * The quizzes a student opened and has not finished (QUZ-32): each with whether it is locked
 * (three opens without finishing, or a timed quiz whose hour ended) and a Reset that lets the
 * student open it again (POST /student/resetquizstarts), after a confirmation.
 */
export function QuizStartsPanel({ studentID, studentName }: { studentID: string; studentName: string }) {
  const starts = useLoaded(() => call(getQuizStarts, { query: { studentID } }), studentID);
  const [asking, setAsking] = useState<QuizStart | null>(null);
  const quizName = (s: QuizStart) => `${s.quizName} — ${s.lessonName}`;

  return (
    <section className="quiz-starts no-print" aria-labelledby="quiz-starts-heading">
      <h2 id="quiz-starts-heading">Quizzes opened, not finished</h2>
      {starts.status !== 'ready' ? (
        <LoadStatus state={starts} action="load the quizzes opened" loadingText="Loading the quizzes opened…" />
      ) : starts.data.length === 0 ? (
        <p className="muted">{studentName} has no quiz opened and not finished.</p>
      ) : (
        <ul className="quiz-starts-list">
          {starts.data.map((s) => (
            <li key={s.quizID} className={s.locked ? 'quiz-start is-locked' : 'quiz-start'} data-quiz-id={s.quizID}>
              <div className="quiz-start-text">
                <p className="quiz-start-name">{quizName(s)}</p>
                <p className="quiz-start-state">
                  {s.locked ? <LockIcon /> : null}
                  <span>{stateText(s)}</span>
                </p>
              </div>
              <Button variant="secondary" onClick={() => setAsking(s)} aria-label={`Reset ${quizName(s)}`}>
                Reset
              </Button>
            </li>
          ))}
        </ul>
      )}
      {asking ? (
        <ConfirmDialog
          title="Reset quiz starts"
          question={`Let ${studentName} open ${quizName(asking)} again?`}
          confirmLabel="Reset"
          action={() => call(resetQuizStarts, { body: { quizID: asking.quizID, studentID } })}
          successMessage={`${studentName} can open ${asking.quizName} again.`}
          failureAction="reset the quiz starts"
          onClose={() => setAsking(null)}
          onDone={() => {
            setAsking(null);
            starts.reload();
          }}
        >
          {asking.endsAt
            ? 'The openings count starts again from zero and the student gets a new hour from when they next open it. Answers not submitted are not kept.'
            : 'The openings count starts again from zero. Answers not submitted are not kept.'}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
