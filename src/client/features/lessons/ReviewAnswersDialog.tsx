import { getQuizzesOfLesson, hasAnswerKey, type Question, type QuizSummary } from '../../../shared/api/content';
import { getPracticeItems } from '../../../shared/api/practice';
import type { QuizResult } from '../../../shared/api/quizzes';
import { QUIZ_TYPE } from '../../../shared/content/schema';
import { Dialog } from '../../ui/Dialog';
import { ScoreChip } from '../quizzes/ScoreChip';
import { CheckIcon, ExclamationIcon } from '../../ui/learningIcons';
import { LoadStatus } from '../../ui/LoadState';
import { contentCall, useLoaded } from '../../lib/useLoaded';
import { lessonText, quizName } from './text';
import { answerShown, rightAnswerShown, type Shown } from '../quizzes/items/answers';
import { ItemMaterial } from '../quizzes/items/ItemMaterial';
import '../quizzes/items/items.css';

/** A text in words: the content's English with lang="en", true/false in the reader's language. */
function ShownText({ as: Tag, shown }: { as: 'strong' | 'span'; shown: Shown | undefined }) {
  return <Tag lang={shown?.english ? 'en' : undefined}>{shown?.text}</Tag>;
}

/** The items a retake answered, in the order of its answers (the quiz's own questions, then the bank's). */
function retakeOrder(questions: readonly Question[], bank: readonly Question[], result: QuizResult): Question[] {
  const byID = new Map([...questions, ...bank].map((q) => [q.id, q]));
  return result.answers.flatMap((a) => byID.get(a.questionID) ?? []);
}

/**
 * A student's own answers to a finished quiz. Practice sets show the right answer beside a
 * wrong one; the pre-test and post-evaluation never reveal it (LA §4), and a student's copy of
 * a post-evaluation has no key to reveal.
 */
export function ReviewAnswersDialog({ quiz, result, onClose }: { quiz: QuizSummary; result: QuizResult; onClose: () => void }) {
  const quizzes = useLoaded(
    () =>
      Promise.all([
        contentCall(getQuizzesOfLesson, { query: { lessonID: quiz.lessonID } }),
        // A retake after a reset answered bank items in the questions' place (shared/domain/quizVariant.ts).
        contentCall(getPracticeItems, { query: { lessonID: quiz.lessonID } }).catch(() => ({ bank: [] as Question[] })),
      ]),
    quiz.lessonID,
  );
  const found = quizzes.status === 'ready' ? quizzes.data[0].find((q) => q.id === quiz.id) : undefined;
  const bank = quizzes.status === 'ready' ? quizzes.data[1].bank : [];
  const answeredBank = bank.filter((b) => result.answers.some((a) => a.questionID === b.id));
  const questions = answeredBank.length > 0 && found && hasAnswerKey(found) ? retakeOrder(found.questions, answeredBank, result) : (found?.questions ?? []);
  const given = new Map(result.answers.map((a) => [a.questionID, a]));
  const rightAnswers =
    found && hasAnswerKey(found) && found.type === QUIZ_TYPE.practice
      ? new Map<string, Shown>([...found.questions, ...answeredBank].map((q) => [q.id, rightAnswerShown(q)]))
      : null;
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
              {/* The sentence or passage the question is about; a sort's groups are in the answers themselves. */}
              {q.type === 'sort' ? null : <ItemMaterial question={q} marked={false} />}
              <p>
                {mark === null ? null : mark ? <CheckIcon /> : <ExclamationIcon />} {lessonText.yourAnswer}{' '}
                {answer?.answer ? <ShownText as="strong" shown={answerShown(q, answer.answer)} /> : <strong>{lessonText.noAnswer}</strong>}
                {mark === null ? null : (
                  <>
                    {' '}
                    <span className="visually-hidden">{mark ? lessonText.right : lessonText.wrong}</span>
                  </>
                )}
              </p>
              {rightAnswers && mark === false ? (
                <p className="muted">
                  {lessonText.rightAnswer} <ShownText as="span" shown={rightAnswers.get(q.id)} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
