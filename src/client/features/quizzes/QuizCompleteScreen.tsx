import { Link, Navigate } from '@tanstack/react-router';
import { homePathFor } from '../../../shared/domain/roles';
import { colourBand, gradeMessage } from '../../../shared/domain/scoring';
import { useSession } from '../../lib/useSession';
import { useOutboxEntries } from '../../offline/useOutbox';
import { loadCompletion } from './quizStore';
import './quizzes.css';
import './score.css';

interface Params {
  courseID: string;
  lessonID: string;
  quizID: string;
}

/** /quizComplete/...: the score, "x / y correct.", the grade message and the way back (LA §2). */
export function QuizCompleteScreen(params: Params) {
  const { user } = useSession();
  const entries = useOutboxEntries(user?.id);
  if (!user) return null;
  const completion = loadCompletion(user.id, params.quizID);
  // Nothing finished in this tab: back to the quiz.
  if (!completion) return <Navigate to="/quiz/$courseID/$lessonID/$quizID" params={params} replace />;
  const { score, correct, total, notSaved, waitingKey } = completion;
  const entry = waitingKey ? entries?.find((e) => e.key === waitingKey) : undefined;
  return (
    <section className="card complete-card" aria-labelledby="complete-heading">
      <h1 id="complete-heading">Quiz complete</h1>
      <p className={`complete-score score-${colourBand(score)}`} data-band={colourBand(score)}>
        {score}%
      </p>
      <p className="complete-count">
        {correct} / {total} correct.
      </p>
      <p className="complete-message">{gradeMessage(score)}</p>
      {entry?.status === 'failed' ? (
        <p className="notice notice-error complete-note" role="alert">
          Your answers could not be saved: {entry.failure?.message}
        </p>
      ) : entry ? (
        <p className="notice complete-note complete-waiting" role="status" data-testid="waiting-to-send">
          Waiting to be sent: your answers are saved on this device and will be sent when you are back online. This score was worked out on this
          device.
        </p>
      ) : waitingKey && entries ? (
        <p className="notice complete-note" role="status" data-testid="sent-note">
          Your answers have been sent.
        </p>
      ) : null}
      {notSaved ? (
        <p className="notice complete-note" role="note">
          {notSaved}
        </p>
      ) : null}
      <div className="complete-actions">
        <Link to="/lesson/$courseID/$lessonID" params={{ courseID: params.courseID, lessonID: params.lessonID }} className="button button-primary">
          Return to Lesson
        </Link>
        <Link to={homePathFor(user.roleID)} className="button button-secondary">
          Return to dashboard
        </Link>
      </div>
    </section>
  );
}
