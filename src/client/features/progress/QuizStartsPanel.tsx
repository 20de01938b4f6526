import { useState } from 'react';
import { getQuizStarts, resetQuizStarts, type QuizStart } from '../../../shared/api/quizzes';
import { QUIZ_OPENS_BEFORE_LOCK } from '../../../shared/domain/scoring';
import { call } from '../../lib/api';
import { useLoaded } from '../../lib/useLoaded';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadStatus } from '../../ui/LoadState';
import { LockIcon } from '../../ui/learningIcons';
import { formatDate } from '../../i18n/format';
import { teacherProgressText as text } from './teacherText';
import { lessonName } from '../courses/contentNames';
import './quizStarts.css';

const timeText = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** Why a quiz is locked, or how far the student got, in a teacher's words. */
function stateText(start: QuizStart): string {
  if (start.locked === 'timeUp') return text.lockedTimeUp(timeText(start.endsAt!));
  if (start.locked === 'opens') return text.lockedOpens(start.opens);
  return start.endsAt
    ? text.inProgress(start.opens, QUIZ_OPENS_BEFORE_LOCK, timeText(start.endsAt))
    : text.notFinished(start.opens, QUIZ_OPENS_BEFORE_LOCK);
}

/**
 * The quizzes a student opened and has not finished (QUZ-32): each with whether it is locked
 * (three opens without finishing, or a timed quiz whose hour ended) and a Reset that lets the
 * student open it again (POST /student/resetquizstarts), after a confirmation.
 */
export function QuizStartsPanel({ studentID, studentName }: { studentID: string; studentName: string }) {
  const starts = useLoaded(() => call(getQuizStarts, { query: { studentID } }), studentID);
  const [asking, setAsking] = useState<QuizStart | null>(null);
  const quizName = (s: QuizStart) => `${s.quizName} — ${lessonName({ id: s.lessonID, name: s.lessonName })}`;

  return (
    <section className="quiz-starts no-print" aria-labelledby="quiz-starts-heading">
      <h2 id="quiz-starts-heading">{text.quizStartsTitle}</h2>
      {starts.status !== 'ready' ? (
        <LoadStatus state={starts} action="load the quizzes opened" loadingText={text.loadingQuizStarts} />
      ) : starts.data.length === 0 ? (
        <p className="muted">{text.noQuizStarts(studentName)}</p>
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
              <Button variant="secondary" onClick={() => setAsking(s)} aria-label={text.resetNamed(quizName(s))}>
                {text.reset}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {asking ? (
        <ConfirmDialog
          title={text.resetQuizStarts}
          question={text.letOpenAgain(studentName, quizName(asking))}
          confirmLabel={text.reset}
          action={() => call(resetQuizStarts, { body: { quizID: asking.quizID, studentID } })}
          successMessage={text.canOpenAgain(studentName, asking.quizName)}
          failureAction="reset the quiz starts"
          onClose={() => setAsking(null)}
          onDone={() => {
            setAsking(null);
            starts.reload();
          }}
        >
          {asking.endsAt ? text.timedResetExplained : text.resetExplained}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
