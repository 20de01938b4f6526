import { getQuizzesOfLesson, hasAnswerKey, type QuizSummary } from '../../../shared/api/content';
import { answerText, rightAnswerText } from '../../../shared/domain/items';
import type { QuizResult } from '../../../shared/api/quizzes';
import { QUIZ_TYPE } from '../../../shared/content/schema';
import { Dialog } from '../../ui/Dialog';
import { ScoreChip } from '../quizzes/ScoreChip';
import { CheckIcon, ExclamationIcon } from '../../ui/learningIcons';
import { LoadStatus } from '../../ui/LoadState';
import { contentCall, useLoaded } from '../../lib/useLoaded';
import { lessonText, quizName } from './text';


/**
 * A student's own answers to a finished quiz. Practice sets show the right answer beside a
 * wrong one; the pre-test and post-evaluation never reveal it (LA §4), and a student's copy of
 * a post-evaluation has no key to reveal.
 */
export function ReviewAnswersDialog({ quiz, result, onClose }: { quiz: QuizSummary; result: QuizResult; onClose: () => void }) {
  const quizzes = useLoaded(() => contentCall(getQuizzesOfLesson, { query: { lessonID: quiz.lessonID } }), quiz.lessonID);
  const found = quizzes.status === 'ready' ? quizzes.data.find((q) => q.id === quiz.id) : undefined;
  const questions = found?.questions ?? [];
  const given = new Map(result.answers.map((a) => [a.questionID, a]));
  const rightAnswers =
    found && hasAnswerKey(found) && found.type === QUIZ_TYPE.practice ? new Map(found.questions.map((q) => [q.id, rightAnswerText(q)])) : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={lessonText.yourAnswersTitle(quizName(quiz))}>
      <p>
        {lessonText.score} <ScoreChip score={result.score} />
      </p>
      <LoadStatus state={quizzes} action="load the questions" loadingText={lessonText.loadingQuestions} />
      <ol className="review-list">
        {questions.map((q) => {
          const answer = given.get(q.id);
          // A mark the server withheld (null) shows nothing, neither right nor wrong; no answer at all counts as wrong.
          const mark = answer ? answer.isCorrect : false;
          return (
            <li key={q.id} className={mark === null ? 'review-unmarked' : mark ? 'review-right' : 'review-wrong'}>
              <p className="review-question" lang="en">
                {q.text}
              </p>
              <p>
                {mark === null ? null : mark ? <CheckIcon /> : <ExclamationIcon />} {lessonText.yourAnswer}{' '}
                {answer?.answer ? <strong lang="en">{answerText(q, answer.answer)}</strong> : <strong>{lessonText.noAnswer}</strong>}
                {mark === null ? null : (
                  <>
                    {' '}
                    <span className="visually-hidden">{mark ? lessonText.right : lessonText.wrong}</span>
                  </>
                )}
              </p>
              {rightAnswers && mark === false ? (
                <p className="muted">
                  {lessonText.rightAnswer} <span lang="en">{rightAnswers.get(q.id)}</span>
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
