import { useEffect, useRef, useState, type FormEvent } from 'react';
import { hasAnswerKey, type SentQuiz } from '../../../shared/api/content';
import { QUIZ_TYPE } from '../../../shared/content/schema';
import { scoreItem } from '../../../shared/domain/items';
import { extraMessages } from '../../../shared/messages';
import { Button } from '../../ui/Button';
import { CheckIcon, ExclamationIcon } from '../../ui/learningIcons';
import { ListenButton } from '../readAloud/ListenButton';
import type { SpeechPart } from '../readAloud/speech';
import { SpokenText } from '../readAloud/SpokenText';
import { QuestionView } from './QuestionView';
import { feedbackShown, isAnswered, rightAnswerShown } from './items/answers';
import { loadProgress, saveProgress, type QuizProgress } from './quizStore';
import { useStepGuard } from './useStepGuard';
import { itemText, quizText } from './text';
import { currentLanguage } from '../../../shared/i18n/runtime';

/** How long the pre-test's feedback shows before the next question comes by itself. */
export const PRETEST_FEEDBACK_MS = 2000;

interface QuizRunnerProps {
  quiz: SentQuiz;
  userID: string;
  /** Saves (or, for a teacher, just scores) the answers; resolves when the page may move on. */
  onFinish: (answers: Record<string, string>) => Promise<void>;
}

/** One line of the feedback: its parts are read aloud one after the other. */
interface FeedbackLine {
  parts: SpeechPart[];
  className?: string;
}

const emptyProgress: QuizProgress = { index: 0, answers: {}, checked: false };

/**
 * One question per page. Practice: Check shows the feedback, then Next. Pre-test: Check shows
 * whether the answer was right (never the right answer) and moves on by itself. Post-evaluation:
 * Next confirms and moves on, without feedback. Finish on the last question.
 */
export function QuizRunner({ quiz, userID, onFinish }: QuizRunnerProps) {
  const questions = quiz.questions;
  const [progress, setProgress] = useState<QuizProgress>(() => loadProgress(userID, quiz.id) ?? emptyProgress);
  const [finishing, setFinishing] = useState(false);
  const step = useStepGuard();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const index = Math.min(progress.index, questions.length - 1);
  const question = questions[index];
  const value = question ? (progress.answers[question.id] ?? '') : '';
  const hasAnswer = question ? isAnswered(question, value) : false;
  const isLast = index === questions.length - 1;
  // Post-evaluations give no feedback; a student's copy has no key to give it from.
  const keyed = quiz.type !== QUIZ_TYPE.postEval && hasAnswerKey(quiz) ? quiz : null;
  const usesCheck = keyed !== null;
  const isPretest = quiz.type === QUIZ_TYPE.pretest;

  useEffect(() => saveProgress(userID, quiz.id, progress), [userID, quiz.id, progress]);

  // On arrival and on each new question, focus moves to its "Question n of N" heading (issue 14:
  // a screen reader hears it, and the first Tab reaches the first answer).
  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);

  const next = () => setProgress((p) => ({ ...p, index: Math.min(p.index + 1, questions.length - 1), checked: false }));

  // The pre-test moves on by itself once its feedback has been read.
  useEffect(() => {
    if (!isPretest || !progress.checked || isLast) return;
    const timer = setTimeout(next, PRETEST_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [isPretest, progress.checked, index, isLast]);

  if (!question) return <p className="muted">{quizText.noQuestions}</p>;

  const setAnswer = (answer: string) => {
    if (progress.checked) return;
    setProgress((p) => ({ ...p, answers: { ...p.answers, [question.id]: answer } }));
  };

  const finish = async () => {
    setFinishing(true);
    try {
      await onFinish(progress.answers);
    } finally {
      setFinishing(false);
    }
  };

  const action: 'check' | 'next' | 'finish' = usesCheck && !progress.checked ? 'check' : isLast ? 'finish' : 'next';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!hasAnswer || finishing) return;
    step(() => {
      if (action === 'check') setProgress((p) => ({ ...p, checked: true }));
      else if (action === 'next') next();
      else void finish();
    });
  };

  const checked = progress.checked ? keyed?.questions[index] : undefined;
  const result = checked ? scoreItem(checked, value) : null;
  const right = result?.correct === true;
  // The feedback, read aloud as it is shown: the content's own words in English, the rest in
  // the interface's language. After a wrong answer in practice: "Not quite.", what to look at
  // (shared/domain/items.ts; a chosen option's own feedback takes the place of the item's
  // wrongText), the item's wrongText, and the right answer.
  const feedbackID = `feedback-${question.id}`;
  const lines: FeedbackLine[] = [];
  if (checked && result) {
    if (right) {
      // English content praises in English ("Yes! ..."); another language says so first in its own words.
      if (currentLanguage() !== 'en') lines.push({ parts: [{ text: quizText.correct, language: 'interface' }] });
      lines.push({ parts: [{ text: checked.correctText, language: 'en' }] });
    } else if (isPretest) {
      // The pre-test says only that the answer was not right (LA §4), and moves on.
      lines.push({ parts: [{ text: extraMessages.pretestWrong, language: 'interface' }] });
    } else {
      lines.push({ parts: [{ text: quizText.notQuite, language: 'interface' }] });
      const why = result.feedback ? feedbackShown(result.feedback, checked.type) : null;
      if (why) lines.push({ parts: [{ text: why.text, language: why.english ? 'en' : 'interface' }], className: 'feedback-why' });
      if (!(checked.type === 'choice' && result.feedback?.kind === 'author')) lines.push({ parts: [{ text: checked.wrongText, language: 'en' }] });
      const answer = rightAnswerShown(checked);
      if (answer.text)
        lines.push({
          parts: [
            { text: itemText.rightAnswer, language: 'interface' },
            { text: answer.text, language: answer.english ? 'en' : 'interface' },
          ],
          className: 'feedback-answer',
        });
    }
  }
  const feedback: SpeechPart[] = lines.flatMap((l) => l.parts);
  let part = 0;
  return (
    <form className="card quiz-card" onSubmit={onSubmit} aria-labelledby="question-heading">
      <div className="quiz-progress">
        <h2 id="question-heading" ref={headingRef} tabIndex={-1} className="question-number">
          {quizText.questionOf(index + 1, questions.length)}
        </h2>
        <progress max={questions.length} value={index + (progress.checked || action === 'finish' ? 1 : 0)} aria-hidden="true" />
      </div>

      <QuestionView
        key={question.id}
        question={question}
        value={value}
        onChange={setAnswer}
        readOnly={progress.checked}
        rightOption={checked?.type === 'choice' && !right && !isPretest ? checked.options.find((o) => o.isAnswer)?.option : undefined}
      />

      {/* Feedback beside the button on wide screens, so both fit a 1366×768 screen after Check. */}
      <div className="quiz-footer">
        <div className="feedback-area" role="status" aria-live="polite">
          {checked ? (
            <div className={right ? 'feedback feedback-right' : 'feedback feedback-wrong'}>
              {/* The content's correctText starts with its own praise ("Yes! ..."). */}
              {lines.map((line, li) => {
                const spoken = line.parts.map((p, pi) => {
                  const at = part++;
                  return (
                    <span key={pi} lang={p.language === 'en' ? 'en' : undefined}>
                      {pi > 0 ? ' ' : null}
                      <SpokenText id={feedbackID} part={at} text={p.text} />
                    </span>
                  );
                });
                return li === 0 ? (
                  <p key={li} className="feedback-title">
                    {right ? <CheckIcon /> : <ExclamationIcon />}
                    <span>{spoken}</span>
                  </p>
                ) : (
                  <p key={li} className={line.className}>
                    {spoken}
                  </p>
                );
              })}
            </div>
          ) : null}
        </div>
        {/* Outside the live region, so a screen reader does not announce the button with the feedback. */}
        {checked ? (
          <ListenButton id={feedbackID} parts={feedback} label={quizText.listenToFeedback} withText className="feedback-listen" />
        ) : null}

        <div className="quiz-actions">
          <Button type="submit" disabled={!hasAnswer} busy={finishing}>
            {action === 'check' ? quizText.check : action === 'next' ? quizText.next : quizText.finish}
          </Button>
        </div>
      </div>
    </form>
  );
}
