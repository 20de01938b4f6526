import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { User } from '../../../shared/api/auth';
import { getLesson, getQuizzesOfLesson, hasAnswerKey, type SentQuiz } from '../../../shared/api/content';
import { getQuizResults, saveQuiz, startQuiz } from '../../../shared/api/quizzes';
import { getPracticeItems } from '../../../shared/api/practice';
import { retakeQuestions } from '../../../shared/domain/quizVariant';
import { QUIZ_TYPE } from '../../../shared/content/schema';
import { RoleID } from '../../../shared/domain/roles';
import { scoreQuiz } from '../../../shared/domain/scoring';
import { extraMessages, messages } from '../../../shared/messages';
import { ApiError, call, failureText } from '../../lib/api';
import { submitWrite } from '../../offline/outbox-client';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { useSession } from '../../lib/useSession';
import { InactiveNotice } from '../courses/InactiveNotice';
import { isLessonEnabled, useClassLessons } from '../courses/classLessons';
import { LoadStatus } from '../../ui/LoadState';
import { contentCall, useLoaded } from '../../lib/useLoaded';
import { QuizRunner } from './QuizRunner';
import { QuizCountdown, TimedQuizNote } from './QuizCountdown';
import { forgetStart, noteOpened, submittedAt } from './quizClock';
import { isTimedQuiz } from '../../../shared/domain/timedQuiz';
import { correctCount, loadProgress, saveCompletion, saveProgress } from './quizStore';
import { useLanguage } from '../../i18n/language';
import { quizName } from '../lessons/text';
import { quizInstructions } from './instructions';
import { contentLang, lessonName as translatedLessonName } from '../courses/contentNames';
import { quizText } from './text';
import { badgeName } from '../badges/text';
import './quizzes.css';

interface QuizRouteParams {
  courseID: string;
  lessonID: string;
  quizID: string;
}

const inQuestionOrder = <Q extends SentQuiz>(quiz: Q): Q => ({ ...quiz, questions: [...quiz.questions].sort((a, b) => a.order - b.order) });

async function loadQuiz(lessonID: string, quizID: string, isStudent: boolean): Promise<{ quiz: SentQuiz; lessonName: string } | null> {
  try {
    const [quizzes, lesson] = await Promise.all([
      contentCall(getQuizzesOfLesson, { query: { lessonID } }),
      contentCall(getLesson, { params: { id: lessonID } }),
    ]);
    const quiz = quizzes.find((q) => q.id === quizID);
    if (!quiz) return null;
    const ordered = inQuestionOrder(quiz);
    return { quiz: isStudent ? await asRetake(ordered) : ordered, lessonName: lesson.name };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/**
 * A pre-test or practice set the teacher reset is not the same quiz again (issue 28): retake n
 * draws fresh items of the same skills from the lesson's bank (shared/domain/quizVariant.ts), from
 * the offline copy like the quiz itself. Without the student's states or the bank (offline with no
 * copy), the fixed quiz.
 */
async function asRetake(quiz: SentQuiz): Promise<SentQuiz> {
  if (!hasAnswerKey(quiz) || quiz.type === QUIZ_TYPE.postEval) return quiz;
  try {
    const [states, practice] = await Promise.all([
      call(getQuizResults, { query: { lessonID: quiz.lessonID } }),
      contentCall(getPracticeItems, { query: { lessonID: quiz.lessonID } }),
    ]);
    const attempt = states.find((s) => s.quizID === quiz.id)?.attempt ?? 0;
    if (attempt === 0) return quiz;
    const questions = retakeQuestions(quiz.questions, practice.bank, attempt).map((q, i) => ({ ...q, order: i + 1 }));
    return { ...quiz, questions };
  } catch {
    return quiz;
  }
}

function StartDialog({
  quiz,
  isStudent,
  onStart,
  onCancel,
}: {
  quiz: SentQuiz;
  isStudent: boolean;
  onStart: () => void;
  onCancel: () => void;
}) {
  const isPretest = quiz.type === QUIZ_TYPE.pretest;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={quizText.startTitle(quizName(quiz))}
      description={isPretest ? quizText.pretestIntro : quizText.postEvalIntro}
    >
      <p>{isStudent ? quizText.finishOnce : quizText.teacherTrying}</p>
      <TimedQuizNote quiz={quiz} isStudent={isStudent} />
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onCancel}>
          {quizText.notNow}
        </Button>
        <Button onClick={onStart}>{quizText.start}</Button>
      </div>
    </Dialog>
  );
}

/** The quiz's instructions in the reader's language (the content's own English where no translation is kept). */
function QuizInstructions({ quiz }: { quiz: SentQuiz }) {
  const translated = quizInstructions(quiz);
  return (
    <p className="quiz-instructions" lang={translated ? undefined : 'en'}>
      {translated ?? quiz.instructions}
    </p>
  );
}

function RunQuiz({ user, params, quiz, lessonName }: { user: User; params: QuizRouteParams; quiz: SentQuiz; lessonName: string }) {
  const navigate = useNavigate();
  const isStudent = user.roleID === RoleID.Student;
  const shownLessonName = translatedLessonName({ id: params.lessonID, name: lessonName });
  // A quiz this tab was in the middle of resumes without counting another opening.
  const resuming = loadProgress(user.id, quiz.id) !== null;
  const needsConfirm = quiz.type === QUIZ_TYPE.pretest || quiz.type === QUIZ_TYPE.postEval;
  const [phase, setPhase] = useState<'confirm' | 'starting' | 'running'>(resuming ? 'running' : needsConfirm ? 'confirm' : 'starting');
  // A timed quiz whose hour ended: the answers so far are being submitted (QuizCountdown).
  const [timeUp, setTimeUp] = useState(false);
  const submitting = useRef(false);

  const backToLesson = useCallback(
    () => void navigate({ to: '/lesson/$courseID/$lessonID', params: { courseID: params.courseID, lessonID: params.lessonID } }),
    [navigate, params.courseID, params.lessonID],
  );

  useEffect(() => {
    if (phase !== 'starting') return;
    let current = true;
    // Through the outbox: offline, the opening is counted when the network returns and the
    // student goes on at once.
    submitWrite(startQuiz, { quizID: quiz.id }, quizText.opened(quizName(quiz), shownLessonName))
      .then((sent) => {
        if (!current) return;
        if (isStudent) noteOpened(user.id, quiz, sent);
        setPhase('running');
      })
      .catch((err: unknown) => {
        if (!current) return;
        if (err instanceof ApiError && err.status === 405) toast.warning(err.message || messages.quizStartFailed);
        // Issue 29: the server answers a lesson closed for this student "no longer exists": say what it is.
        else if (err instanceof ApiError && err.status === 404 && isStudent) toast.warning(quizText.lessonClosed);
        else {
          const text = failureText('start the quiz', err);
          if (text) toast.error(text);
        }
        backToLesson();
      });
    return () => {
      current = false;
    };
  }, [phase, quiz.id, quiz.name, lessonName, backToLesson]);

  const finish = async (answers: Record<string, string>, ranOut = false) => {
    // Finish pressed as the clock runs out: one save.
    if (submitting.current) return;
    submitting.current = true;
    const list = quiz.questions.map((q) => ({ questionID: q.id, answer: answers[q.id] ?? '' }));
    // Issue 29: the complete page says the time ran out and how many answers went with it.
    const howEnded = { ...(ranOut ? { timeUp: true } : {}), answered: list.filter((a) => a.answer.trim() !== '').length };
    // A student's post-evaluation has no key here: only the server's answer can score it.
    const local = hasAnswerKey(quiz) ? scoreQuiz(quiz.questions, list) : { score: null, correct: null, total: quiz.questions.length };
    const toComplete = () => navigate({ to: '/quizComplete/$courseID/$lessonID/$quizID', params: { ...params }, replace: true });
    if (!isStudent) {
      // Teacher runs are never saved (the server would answer 403 with this message).
      saveCompletion(user.id, quiz.id, {
        score: local.score,
        correct: local.correct,
        total: local.total,
        notSaved: messages.onlyStudentsSaveScores,
        ...howEnded,
      });
      saveProgress(user.id, quiz.id, null);
      await toComplete();
      return;
    }
    try {
      const sent = await submitWrite(
        saveQuiz,
        { Answers: list, quizID: quiz.id, Score: local.score },
        `${quizName(quiz)} — ${shownLessonName}`,
        {
          actedAt: submittedAt(user.id, quiz),
        },
      );
      if (sent.status === 'sent') {
        const saved = sent.response;
        const correct = correctCount(saved.result.answers);
        saveCompletion(user.id, quiz.id, { score: saved.result.score, correct, total: quiz.questions.length, ...howEnded });
        for (const badge of saved.earnedBadges) toast.sticky(extraMessages.badgeEarned(badgeName(badge)), 'success');
      } else {
        // Kept on this device and sent when the network returns: until then the score is the page's own (none for a post-evaluation).
        saveCompletion(user.id, quiz.id, { score: local.score, correct: local.correct, total: local.total, waitingKey: sent.key, ...howEnded });
      }
      saveProgress(user.id, quiz.id, null);
      forgetStart(user.id, quiz.id);
      await toComplete();
    } catch (err) {
      const text = failureText('save your quiz', err);
      if (text) toast.error(text);
    } finally {
      submitting.current = false;
    }
  };

  return (
    <>
      <header className="quiz-header">
        <p className="quiz-lesson">
          <Link
            to="/lesson/$courseID/$lessonID"
            params={{ courseID: params.courseID, lessonID: params.lessonID }}
            lang={contentLang(shownLessonName, lessonName)}
          >
            {shownLessonName}
          </Link>
        </p>
        <h1>{quizName(quiz)}</h1>
        <QuizInstructions quiz={quiz} />
      </header>
      {phase === 'confirm' ? (
        <StartDialog quiz={quiz} isStudent={isStudent} onStart={() => setPhase('starting')} onCancel={backToLesson} />
      ) : null}
      {phase === 'starting' ? <p className="muted">{quizText.openingQuiz}</p> : null}
      {phase === 'running' && isStudent && isTimedQuiz(quiz) ? (
        <QuizCountdown
          userID={user.id}
          quiz={quiz}
          lessonID={params.lessonID}
          onTimeUp={() => {
            setTimeUp(true);
            void finish(loadProgress(user.id, quiz.id)?.answers ?? {}, true);
          }}
        />
      ) : null}
      {phase === 'running' && timeUp ? (
        <div className="notice" role="alert">
          <p>{quizText.timeUpSubmitting}</p>
          <Link to="/lesson/$courseID/$lessonID" params={{ courseID: params.courseID, lessonID: params.lessonID }}>
            {quizText.backToLesson}
          </Link>
        </div>
      ) : null}
      {phase === 'running' && !timeUp ? <QuizRunner quiz={quiz} userID={user.id} onFinish={finish} /> : null}
    </>
  );
}

/** /quiz/{courseID}/{lessonID}/{quizID}: take a quiz (LA §2, §4). */
export function QuizScreen(params: QuizRouteParams) {
  useLanguage();
  const { user } = useSession();
  const isStudent = user?.roleID === RoleID.Student;
  const loaded = useLoaded(() => loadQuiz(params.lessonID, params.quizID, isStudent), `${params.lessonID}/${params.quizID}/${isStudent}`);
  // A student's lesson switches: a lesson the teacher closed for them is said to be closed, and
  // its quiz is never opened (the server would refuse the opening as "no longer exists").
  const switches = useClassLessons(isStudent ? user?.classes[0]?.id : undefined);
  if (!user) return null;
  if (!user.isActive) return <InactiveNotice user={user} />;
  if (loaded.status !== 'ready') return <LoadStatus state={loaded} action="load the quiz" loadingText={quizText.loadingQuiz} />;
  if (isStudent && switches.status === 'loading') return <p className="muted">{quizText.loadingQuiz}</p>;
  if (isStudent && switches.status === 'ready' && !isLessonEnabled(switches.data, params.lessonID)) {
    return (
      <div className="notice" role="alert" data-testid="lesson-closed">
        <p>{quizText.lessonClosed}</p>
        <Link to="/courses" className="button button-secondary">
          {quizText.backToCourses}
        </Link>
      </div>
    );
  }
  if (!loaded.data) {
    return (
      <div className="notice" role="alert">
        <p>{messages.lessonGone}</p>
        <Link to="/courses" className="button button-secondary">
          {quizText.backToCourses}
        </Link>
      </div>
    );
  }
  return <RunQuiz user={user} params={params} quiz={loaded.data.quiz} lessonName={loaded.data.lessonName} />;
}
