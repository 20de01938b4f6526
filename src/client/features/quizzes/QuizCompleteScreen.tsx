import { Link, Navigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { getQuizResults } from '../../../shared/api/quizzes';
import { homePathFor } from '../../../shared/domain/roles';
import { colourBand, gradeMessage } from '../../../shared/domain/scoring';
import { call } from '../../lib/api';
import { useSession } from '../../lib/useSession';
import { useOutboxEntries } from '../../offline/useOutbox';
import { correctCount, loadCompletion, saveCompletion, type QuizCompletion } from './quizStore';
import { formatPercent } from '../../i18n/format';
import { useLanguage } from '../../i18n/language';
import { quizText } from './text';
import './quizzes.css';
import './score.css';

interface Params {
  courseID: string;
  lessonID: string;
  quizID: string;
}

/** The server's result of the quiz for the signed-in student, or null when it cannot be read now. */
async function serverCompletion(lessonID: string, quizID: string, total: number): Promise<QuizCompletion | null> {
  const statuses = await call(getQuizResults, { query: { lessonID } }, { background: true }).catch(() => null);
  const result = statuses?.find((s) => s.quizID === quizID)?.result;
  if (!result) return null;
  return { score: result.score, correct: correctCount(result.answers), total, deliveredLater: true };
}

/**
 * Once answers that waited on this device have been delivered, the server's score replaces the
 * page's own (a post-evaluation had none: its key stays on the server).
 */
function useDeliveredScore(userID: string | undefined, { lessonID, quizID }: Params, total: number | undefined, delivered: boolean) {
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!delivered || !userID || total === undefined) return;
    let current = true;
    void serverCompletion(lessonID, quizID, total).then((scored) => {
      if (!current || !scored) return;
      // How the quiz ended (its hour ran out, how many were answered) stays with the server's score.
      const before = loadCompletion(userID, quizID);
      saveCompletion(userID, quizID, { ...scored, ...(before?.timeUp ? { timeUp: true } : {}), ...(before?.answered !== undefined ? { answered: before.answered } : {}) });
      setVersion((n) => n + 1);
    });
    return () => {
      current = false;
    };
  }, [delivered, userID, lessonID, quizID, total]);
}

/** The score; "x / y correct." only when the answers came with their marks. */
function Score({ score, correct, total }: { score: number; correct: number | null; total: number }) {
  return (
    <>
      <p className={`complete-score score-${colourBand(score)}`} data-band={colourBand(score)}>
        {formatPercent(score)}
      </p>
      {correct === null ? null : <p className="complete-count">{quizText.correctCount(correct, total)}</p>}
      <p className="complete-message">{gradeMessage(score)}</p>
    </>
  );
}

/** /quizComplete/...: the score, "x / y correct.", the grade message and the way back (LA §2). */
export function QuizCompleteScreen(params: Params) {
  useLanguage();
  const { user } = useSession();
  const entries = useOutboxEntries(user?.id);
  const completion = user ? loadCompletion(user.id, params.quizID) : null;
  const waitingKey = completion?.waitingKey;
  const entry = waitingKey ? entries?.find((e) => e.key === waitingKey) : undefined;
  const delivered = Boolean(waitingKey && entries && !entry);
  useDeliveredScore(user?.id, params, completion?.total, delivered);
  // Focus on the result on arrival (issue 14), so it is read out and Tab goes on from it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  if (!user) return null;
  // Nothing finished in this tab: back to the quiz.
  if (!completion) return <Navigate to="/quiz/$courseID/$lessonID/$quizID" params={params} replace />;
  const { score, correct, total, notSaved, timeUp, answered } = completion;
  const scored = score !== null;
  const saved = !entry && !notSaved;
  return (
    <section className="card complete-card" aria-labelledby="complete-heading">
      <h1 id="complete-heading" ref={headingRef} tabIndex={-1}>
        {timeUp ? quizText.timeIsUp : quizText.quizComplete}
      </h1>
      {/* Issue 29: a quiz whose hour ran out says so, and what went with it. */}
      {timeUp ? (
        <p className="notice complete-note complete-time-up" data-testid="time-up-note">
          {quizText.timeUpAnswered(answered ?? 0, total)}
          {saved ? ` ${quizText.timeUpSaved}` : null}
        </p>
      ) : null}
      {scored ? <Score score={score} correct={correct} total={total} /> : null}
      {entry?.status === 'failed' ? (
        <p className="notice notice-error complete-note" role="alert">
          {quizText.couldNotSave(entry.failure?.message ?? '')}
        </p>
      ) : entry && scored ? (
        <p className="notice complete-note complete-waiting" role="status" data-testid="waiting-to-send">
          {quizText.waitingScored}
        </p>
      ) : entry ? (
        <p className="notice complete-note complete-waiting" role="status" data-testid="waiting-to-send">
          {quizText.waitingUnscored}
        </p>
      ) : delivered || completion.deliveredLater ? (
        <p className="notice complete-note" role="status" data-testid="sent-note">
          {quizText.sent}
          {scored ? null : ` ${quizText.scoreOnLessonPage}`}
        </p>
      ) : null}
      {notSaved ? (
        <p className="notice complete-note" role="note">
          {notSaved}
        </p>
      ) : null}
      <div className="complete-actions">
        <Link
          to="/lesson/$courseID/$lessonID"
          params={{ courseID: params.courseID, lessonID: params.lessonID }}
          className="button button-primary"
        >
          {quizText.returnToLesson}
        </Link>
        <Link to={homePathFor(user.roleID)} className="button button-secondary">
          {quizText.returnToDashboard}
        </Link>
      </div>
    </section>
  );
}
