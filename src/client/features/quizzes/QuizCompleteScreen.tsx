import { Link, Navigate } from '@tanstack/react-router';
import { homePathFor } from '../../../shared/domain/roles';
import { colourBand, gradeMessage } from '../../../shared/domain/scoring';
import { useSession } from '../../lib/useSession';
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
  if (!user) return null;
  const completion = loadCompletion(user.id, params.quizID);
  // Nothing finished in this tab: back to the quiz.
  if (!completion) return <Navigate to="/quiz/$courseID/$lessonID/$quizID" params={params} replace />;
  const { score, correct, total, notSaved } = completion;
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
