import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { QuizSummary } from '../../../shared/api/content';
import type { CustomLesson } from '../../../shared/api/customLessons';
import type { QuizResult, QuizStatus } from '../../../shared/api/quizzes';
import { QUIZ_TYPE } from '../../../shared/content/schema';
import { opensRemaining } from '../../../shared/domain/scoring';
import { extraMessages, messages } from '../../../shared/messages';
import { Button } from '../../ui/Button';
import { ScoreChip } from '../quizzes/ScoreChip';
import { CheckIcon, ExclamationIcon, LockIcon } from '../../ui/learningIcons';
import { ReviewAnswersDialog } from './ReviewAnswersDialog';
import { lessonText, quizName } from './text';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

interface QuizListProps {
  courseID: string;
  quizzes: readonly QuizSummary[];
  /** Students: their status per quiz and their class's switches for this lesson. Absent for teachers. */
  student?: {
    statuses: readonly QuizStatus[];
    switches: Pick<CustomLesson, 'postEvalEnabled' | 'postEvalAnswersEnabled'>;
    /** Quizzes finished on this device whose answers wait to be sent, with the page's score (none for a post-evaluation). */
    waiting?: ReadonlyMap<string, { score: number | null }>;
  };
}

function StudentState({ status, waiting }: { status: QuizStatus | undefined; waiting?: { score: number | null } }) {
  if (waiting) {
    return (
      <span className="quiz-state" data-testid="quiz-waiting">
        {waiting.score !== null ? <ScoreChip score={waiting.score} /> : null}
        <span className="quiz-state-text">{lessonText.waitingToBeSent}</span>
      </span>
    );
  }
  if (!status) return <span className="quiz-state">{lessonText.notStarted}</span>;
  const { result, isLocked, isComplete, opens } = status;
  // Issue 29: a result with questions left unanswered (its hour ran out) is not "Complete": how
  // many were answered, and that it stays closed until the teacher resets it. Counted from the
  // answers themselves (the server marks a save with empty answers complete).
  const answered = result ? result.answers.filter((a) => a.answer.trim() !== '').length : 0;
  if (isComplete && result && (!result.isComplete || answered < result.answers.length)) {
    return (
      <span className="quiz-state quiz-state-partial" data-testid="quiz-partial">
        <ScoreChip score={result.score} />
        <span className="quiz-state-text">
          <ExclamationIcon /> {lessonText.answeredOf(answered, result.answers.length)}
        </span>
        {isLocked ? (
          <span className="quiz-state-text">
            <LockIcon /> {lessonText.lockedUntilReset}
          </span>
        ) : null}
      </span>
    );
  }
  if (isComplete && result) {
    return (
      <span className="quiz-state">
        <ScoreChip score={result.score} />
        <span className="quiz-state-text">
          <CheckIcon /> {lessonText.complete}
        </span>
        {isLocked ? (
          <span className="quiz-state-text" title={lessonText.locked}>
            <LockIcon />
            <span className="visually-hidden">{lessonText.locked}</span>
          </span>
        ) : null}
      </span>
    );
  }
  if (isLocked) {
    return (
      <span className="quiz-state quiz-state-warning">
        <ExclamationIcon /> {status.timeUp ? extraMessages.quizTimeUp : extraMessages.quizLocked}
      </span>
    );
  }
  if (opens > 0) {
    const left = opensRemaining({ opens, hasResult: false });
    return <span className="quiz-state">{lessonText.openingsLeft(left)}</span>;
  }
  return <span className="quiz-state">{lessonText.notStarted}</span>;
}

/** May the student look at their answers? Only complete results of the last year; post-evaluations when enabled (LA §4, §8). */
function reviewBlock(quiz: QuizSummary, result: QuizResult, answersEnabled: boolean): string | null {
  if (quiz.type === QUIZ_TYPE.postEval && !answersEnabled) return messages.postEvalAnswersNotEnabled;
  if (!result.isComplete) return null;
  if (Date.now() - new Date(result.createDate).getTime() > YEAR_MS) return extraMessages.answersTooOld;
  return '';
}

/** The lesson's five quizzes in order, each with its state and what can be done with it. */
export function QuizList({ courseID, quizzes, student }: QuizListProps) {
  const [reviewing, setReviewing] = useState<{ quiz: QuizSummary; result: QuizResult } | null>(null);
  const lessonID = quizzes[0]?.lessonID ?? '';
  return (
    <>
      <ul className="quiz-list">
        {quizzes.map((quiz) => {
          const params = { courseID, lessonID, quizID: quiz.id };
          const status = student?.statuses.find((s) => s.quizID === quiz.id);
          const postEvalHidden = student && quiz.type === QUIZ_TYPE.postEval && !student.switches.postEvalEnabled;
          const waiting = student?.waiting?.get(quiz.id);
          const result = status?.isComplete && !waiting ? status.result : null;
          const block = student && result ? reviewBlock(quiz, result, student.switches.postEvalAnswersEnabled) : null;
          const name = quizName(quiz);
          return (
            <li key={quiz.id} className="quiz-row">
              <div className="quiz-row-name">
                <h3 className="quiz-name">{name}</h3>
                {student && !postEvalHidden ? <StudentState status={status} waiting={waiting} /> : null}
                {postEvalHidden ? <p className="quiz-state quiz-state-note">{messages.postEvalNotEnabled}</p> : null}
                {block ? <p className="quiz-state quiz-state-note">{block}</p> : null}
              </div>
              <div className="quiz-row-actions">
                {student ? (
                  <>
                    {!postEvalHidden && !status?.isLocked && !waiting ? (
                      <Link to="/quiz/$courseID/$lessonID/$quizID" params={params} className="button button-primary">
                        {lessonText.start}
                        <span className="visually-hidden"> {name}</span>
                      </Link>
                    ) : null}
                    {result && block === '' ? (
                      <Button variant="secondary" onClick={() => setReviewing({ quiz, result })}>
                        {lessonText.reviewAnswers}
                        <span className="visually-hidden">{lessonText.reviewOf(name)}</span>
                      </Button>
                    ) : null}
                  </>
                ) : (
                  <>
                    <Link to="/quiz/$courseID/$lessonID/$quizID" params={params} className="button button-secondary">
                      {lessonText.tryIt}
                      <span className="visually-hidden"> ({name})</span>
                    </Link>
                    <Link to="/quizAnswers/$courseID/$lessonID/$quizID" params={params} className="button button-ghost">
                      {lessonText.answerKey}
                      <span className="visually-hidden">{lessonText.reviewOf(name)}</span>
                    </Link>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {reviewing ? <ReviewAnswersDialog quiz={reviewing.quiz} result={reviewing.result} onClose={() => setReviewing(null)} /> : null}
    </>
  );
}
