import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { getLesson, getQuizzesOfLesson, hasAnswerKey, type Question } from '../../../shared/api/content';
import { messages } from '../../../shared/messages';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/Button';
import { LoadStatus } from '../../ui/LoadState';
import { contentCall, useLoaded } from '../../lib/useLoaded';
import { quizInstructions } from './instructions';
import { contentLang, lessonName as translatedLessonName } from '../courses/contentNames';
import { answerKeyText as t, itemText } from './text';
import { rightAnswerShown } from './items/answers';
import { ItemMaterial } from './items/ItemMaterial';
import './items/items.css';
import { quizName } from '../lessons/text';
import './quizzes.css';

interface Params {
  courseID: string;
  lessonID: string;
  quizID: string;
}

async function loadKey(lessonID: string, quizID: string) {
  try {
    const [quizzes, lesson] = await Promise.all([
      contentCall(getQuizzesOfLesson, { query: { lessonID } }),
      contentCall(getLesson, { params: { id: lessonID } }),
    ]);
    const quiz = quizzes.find((q) => q.id === quizID);
    return quiz ? { quiz, lesson: { id: lesson.id, name: lesson.name } } : null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** Every accepted answer after the first (a blank's, a fix's or a combine's other right answers). */
function otherAccepted(question: Question): string[] {
  if (question.type === 'blank') return question.accept ?? [];
  if (question.type === 'fix' || question.type === 'combine') return question.accept.slice(1);
  return [];
}

/** Under a question: its options, or its right answer in words, or (answers hidden) a line to write on. */
function KeyAnswer({ question, showAnswers }: { question: Question; showAnswers: boolean }) {
  if (question.type === 'choice') {
    return (
      <ol className="key-options" type="A">
        {question.options.map((o, i) => (
          <li key={i} className={showAnswers && o.isAnswer ? 'key-answer' : undefined}>
            <span lang="en">{o.option}</span>
            {showAnswers && o.isAnswer ? <span className="key-mark"> {t.correctAnswer}</span> : null}
          </li>
        ))}
      </ol>
    );
  }
  // A sort's cards are shown under their groups (ItemMaterial), or listed to be sorted.
  if (question.type === 'sort') return null;
  if (!showAnswers) {
    return question.type === 'truefalse' ? (
      <p className="key-blank">
        {itemText.true} / {itemText.false}
      </p>
    ) : (
      <p className="key-blank key-line" aria-label={t.answerLine} />
    );
  }
  const right = rightAnswerShown(question);
  const others = otherAccepted(question);
  return (
    <>
      <p className="key-blank">
        {t.answer}{' '}
        <strong className="key-answer" lang={right.english ? 'en' : undefined}>
          {right.text}
        </strong>
      </p>
      {others.length > 0 ? (
        <p className="key-blank">
          {itemText.alsoAccepted} <span lang="en">{others.join(' / ')}</span>
        </p>
      ) : null}
    </>
  );
}

function KeyQuestion({ question, showAnswers }: { question: Question; showAnswers: boolean }) {
  return (
    <li className="key-question">
      <p className="key-text" lang="en">
        {question.text}
      </p>
      <ItemMaterial question={question} marked={showAnswers} />
      <KeyAnswer question={question} showAnswers={showAnswers} />
    </li>
  );
}

/** /quizAnswers/...: a teacher's answer key with Show/Hide answers and Print (LA §2). */
export function QuizAnswersScreen(params: Params) {
  const loaded = useLoaded(() => loadKey(params.lessonID, params.quizID), `${params.lessonID}/${params.quizID}`);
  const [showAnswers, setShowAnswers] = useState(true);
  if (loaded.status !== 'ready') return <LoadStatus state={loaded} action="load the answer key" loadingText={t.loading} />;
  if (!loaded.data) {
    return (
      <div className="notice" role="alert">
        <p>{messages.lessonGone}</p>
        <Link to="/courses" className="button button-secondary">
          {t.backToCourses}
        </Link>
      </div>
    );
  }
  const { quiz, lesson } = loaded.data;
  const lessonName = translatedLessonName(lesson);
  const nameLang = contentLang(lessonName, lesson.name);
  // Only teachers reach this screen; a student's copy of a post-evaluation has no key to print.
  if (!hasAnswerKey(quiz)) {
    return (
      <div className="notice" role="alert">
        <p>{t.forTeachers}</p>
      </div>
    );
  }
  const questions = [...quiz.questions].sort((a, b) => a.order - b.order);
  return (
    <article className="answer-key">
      <div className="page-heading">
        <div>
          <p className="quiz-lesson no-print">
            <Link to="/lesson/$courseID/$lessonID" params={{ courseID: params.courseID, lessonID: params.lessonID }}>
              <span lang={nameLang}>{lessonName}</span>
            </Link>
          </p>
          <h1>{showAnswers ? t.title(quizName(quiz)) : t.questionsTitle(quizName(quiz))}</h1>
          <p className="print-only" lang={nameLang}>
            {lessonName}
          </p>
        </div>
        <div className="key-actions no-print">
          <Button variant="secondary" onClick={() => setShowAnswers((s) => !s)}>
            {showAnswers ? t.hideAnswers : t.showAnswers}
          </Button>
          <Button onClick={() => window.print()}>{t.print}</Button>
        </div>
      </div>
      <p className="quiz-instructions" lang={quizInstructions(quiz) ? undefined : 'en'}>
        {quizInstructions(quiz) ?? quiz.instructions}
      </p>
      <ol className="key-list">
        {questions.map((q) => (
          <KeyQuestion key={q.id} question={q} showAnswers={showAnswers} />
        ))}
      </ol>
    </article>
  );
}
