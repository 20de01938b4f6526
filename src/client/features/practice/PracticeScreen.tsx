import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { getLesson, getQuizzesOfLesson, hasAnswerKey, type Question } from '../../../shared/api/content';
import { getLessonMastery, getPracticeItems, savePractice, type LessonMastery, type PracticeStep } from '../../../shared/api/practice';
import { QUIZ_TYPE } from '../../../shared/content/schema';
import { scoreItem } from '../../../shared/domain/items';
import { masteryOf, nextPracticeItem, type Mastery } from '../../../shared/domain/mastery';
import { RoleID } from '../../../shared/domain/roles';
import { call } from '../../lib/api';
import { contentCall, useLoaded } from '../../lib/useLoaded';
import { useSession } from '../../lib/useSession';
import { submitWrite } from '../../offline/outbox-client';
import { useOutboxEntries, waitingWrites } from '../../offline/useOutbox';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { Button } from '../../ui/Button';
import { CheckIcon, ExclamationIcon } from '../../ui/learningIcons';
import { LoadStatus } from '../../ui/LoadState';
import { coursesText } from '../courses/text';
import { contentLang, lessonName } from '../courses/contentNames';
import { QuestionView } from '../quizzes/QuestionView';
import { feedbackShown, isAnswered, rightAnswerShown } from '../quizzes/items/answers';
import { MasteryBar } from './MasteryBar';
import { loadOwnAnswers, mergeHistory, saveOwnAnswers } from './practiceStore';
import { practiceText as t } from './text';
import '../quizzes/quizzes.css';
import './practice.css';

/** Questions in one keep-practising round; another round is always one press away. */
export const ROUND_SIZE = 10;
const skillOf = (q: Question) => q.skill ?? 'lesson';

interface Loaded {
  lessonName: string;
  pool: Question[];
  skills: string[];
  server: LessonMastery | null;
}

async function loadPractice(lessonID: string, isStudent: boolean): Promise<Loaded> {
  const [lesson, quizzes, practice] = await Promise.all([
    contentCall(getLesson, { params: { id: lessonID } }),
    contentCall(getQuizzesOfLesson, { query: { lessonID } }),
    contentCall(getPracticeItems, { query: { lessonID } }),
  ]);
  const sets = quizzes.filter((q) => q.type === QUIZ_TYPE.practice && hasAnswerKey(q)).flatMap((q) => (hasAnswerKey(q) ? q.questions : []));
  // The server's count when it (or the worker's copy of its last answer) can say; offline without one: this device's own.
  const server = isStudent ? await call(getLessonMastery, { query: { lessonID } }).catch(() => null) : null;
  return { lessonName: lesson.name, pool: [...sets, ...practice.bank], skills: practice.skills, server };
}

type Phase = 'answer' | 'retry' | 'right' | 'wrong';

/** /practice/{courseID}/{lessonID}: practice until mastery, drawn on the device from the lesson's bank (issue 27). */
export function PracticeScreen({ courseID, lessonID }: { courseID: string; lessonID: string }) {
  const { user } = useSession();
  const isStudent = user?.roleID === RoleID.Student;
  const loaded = useLoaded(() => loadPractice(lessonID, isStudent), `${lessonID} ${isStudent}`);
  useEffect(() => {
    document.title = `${t.title} · Sentence Lab`;
  }, []);
  if (!user) return null;
  if (loaded.status !== 'ready') return <LoadStatus state={loaded} action="load the lesson" loadingText={t.loading} />;
  return <PracticeRound key={lessonID} courseID={courseID} lessonID={lessonID} userID={user.id} isStudent={isStudent} data={loaded.data} />;
}

function PracticeRound({ courseID, lessonID, userID, isStudent, data }: { courseID: string; lessonID: string; userID: string; isStudent: boolean; data: Loaded }) {
  const shownLessonName = lessonName({ id: lessonID, name: data.lessonName });
  const byID = useMemo(() => new Map(data.pool.map((q) => [q.id, q])), [data.pool]);
  const poolItems = useMemo(() => data.pool.map((q) => ({ id: q.id, skill: skillOf(q) })), [data.pool]);
  const [own, setOwn] = useState<PracticeStep[]>(() => (isStudent ? loadOwnAnswers(userID, lessonID) : []));
  const { history } = useMemo(() => mergeHistory(data.server?.history ?? [], own), [data.server, own]);
  // What still waits on this device: the outbox's practice entries of this lesson (it delivers them, page open or not).
  const outbox = useOutboxEntries(isStudent ? userID : undefined);
  const waiting = waitingWrites(outbox ?? [], savePractice).filter((e) => (e.body as { lessonID?: unknown } | null)?.lessonID === lessonID).length;
  const mastery: Mastery = useMemo(() => {
    const m = masteryOf(history, data.skills);
    // The server counted answers older than the history it sent: its "reached" stays.
    return data.server?.mastered && !m.mastered ? { ...m, mastered: true, progress: 100 } : m;
  }, [history, data.skills, data.server]);

  const choose = (steps: PracticeStep[]) => {
    performance.mark('practice-next-start');
    const id = nextPracticeItem(poolItems, steps);
    performance.measure('practice-next', 'practice-next-start');
    return id;
  };
  const [itemID, setItemID] = useState<string | null>(() => choose(history));
  const [value, setValue] = useState('');
  const [phase, setPhase] = useState<Phase>('answer');
  /** The last checked answer's result: the feedback stays as it was while the student tries again. */
  const [checked, setChecked] = useState<ReturnType<typeof scoreItem> | null>(null);
  const [round, setRound] = useState({ asked: 0, right: 0, done: false });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const masteredBefore = useRef(mastery.mastered);

  useEffect(() => {
    if (isStudent) saveOwnAnswers(userID, lessonID, own);
  }, [isStudent, userID, lessonID, own]);
  useEffect(() => headingRef.current?.focus(), [itemID, round.done]);

  if (data.pool.length === 0) return <p className="muted">{t.noItems}</p>;
  const item = itemID ? byID.get(itemID) : undefined;

  const record = (correct: boolean) => {
    if (!item) return;
    const step: PracticeStep = { answerID: crypto.randomUUID(), itemID: item.id, skill: skillOf(item), correct };
    setOwn((list) => [...list, step]);
    setRound((r) => ({ ...r, asked: r.asked + 1, right: r.right + (correct ? 1 : 0) }));
    if (!isStudent) return;
    // Through the outbox: sent now, or kept and sent once when the network returns.
    void submitWrite(savePractice, { lessonID, answers: [{ answerID: step.answerID, itemID: item.id, answer: value }] }, `${t.title} — ${shownLessonName}`)
      .then((sent) => {
        if (sent.status !== 'sent') return;
        // The server's mark counts: a different one replaces the device's.
        const mark = sent.response.marks[0];
        if (mark && mark.correct !== correct) setOwn((list) => list.map((s) => (s.answerID === step.answerID ? { ...s, correct: mark.correct } : s)));
      })
      .catch(() => undefined);
  };

  const result = phase !== 'answer' ? checked : null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!item) return;
    if (phase === 'answer' || phase === 'retry') {
      if (!isAnswered(item, value)) return;
      const scored = scoreItem(item, value);
      const correct = scored.correct;
      setChecked(scored);
      // Only the first try counts toward mastery; the second is for learning.
      if (phase === 'answer') record(correct);
      setPhase(correct ? 'right' : phase === 'answer' ? 'retry' : 'wrong');
      return;
    }
    if (round.asked >= ROUND_SIZE) {
      setRound((r) => ({ ...r, done: true }));
      return;
    }
    setItemID(choose(history));
    setValue('');
    setChecked(null);
    setPhase('answer');
  };

  const crumbs = (
    <Breadcrumb
      links={[
        <Link to="/courses">{coursesText.coursesHeading}</Link>,
        <Link to="/lesson/$courseID/$lessonID" params={{ courseID, lessonID }}>
          <span lang={contentLang(shownLessonName, data.lessonName)}>{shownLessonName}</span>
        </Link>,
      ]}
      current={t.title}
    />
  );

  if (round.done) {
    const newlyMastered = mastery.mastered && !masteredBefore.current;
    return (
      <>
        {crumbs}
        <section className="card practice-summary" aria-labelledby="practice-heading">
          <h1 id="practice-heading" ref={headingRef} tabIndex={-1}>
            {t.roundDone}
          </h1>
          <p>{t.roundScore(round.right, round.asked)}</p>
          {newlyMastered ? <p className="notice practice-mastered">{t.masteredNow}</p> : null}
          <MasteryBar mastery={mastery} lessonName={shownLessonName} />
          {waiting > 0 ? <p className="muted">{t.waiting(waiting)}</p> : null}
          <div className="practice-actions">
            <Button
              onClick={() => {
                masteredBefore.current = mastery.mastered;
                setRound({ asked: 0, right: 0, done: false });
                setItemID(choose(history));
                setValue('');
                setPhase('answer');
              }}
            >
              {t.startAgain}
            </Button>
            <Link to="/lesson/$courseID/$lessonID" params={{ courseID, lessonID }} className="button button-secondary">
              {t.backToLesson}
            </Link>
          </div>
        </section>
      </>
    );
  }

  const why = result && !result.correct && result.feedback ? feedbackShown(result.feedback, item!.type) : null;
  const answer = item && phase === 'wrong' ? rightAnswerShown(item) : null;
  return (
    <>
      {crumbs}
      <header className="practice-intro">
        <h1>{t.title}</h1>
        {!isStudent ? <p className="notice">{t.studentsOnly}</p> : null}
      </header>
      <MasteryBar mastery={mastery} lessonName={shownLessonName} />
      <details className="practice-rule">
        <summary>{t.howItWorks}</summary>
        <p>{t.intro}</p>
        <p>{t.rule}</p>
      </details>
      {item ? (
        <form className="card quiz-card practice-card" onSubmit={onSubmit} aria-labelledby="practice-question-heading" data-item-id={item.id}>
          <div className="quiz-progress">
            <h2 id="practice-question-heading" ref={headingRef} tabIndex={-1} className="question-number">
              {t.itemOf(Math.min(round.asked + (phase === 'answer' ? 1 : 0), ROUND_SIZE), ROUND_SIZE)}
            </h2>
          </div>
          <QuestionView
            key={`${item.id}-${round.asked}`}
            question={item}
            value={value}
            onChange={(next) => (phase === 'answer' || phase === 'retry' ? setValue(next) : undefined)}
            readOnly={phase === 'right' || phase === 'wrong'}
          />
          <div className="quiz-footer">
            <div className="feedback-area" role="status" aria-live="polite">
              {phase === 'right' ? (
                <div className="feedback feedback-right">
                  <p className="feedback-title">
                    <CheckIcon /> <span>{t.correct}</span>
                  </p>
                  <p lang="en">{item.correctText}</p>
                </div>
              ) : null}
              {phase === 'retry' || phase === 'wrong' ? (
                <div className="feedback feedback-wrong">
                  <p className="feedback-title">
                    <ExclamationIcon /> <span>{t.notQuite}</span>
                  </p>
                  {why ? <p lang={why.english ? 'en' : undefined}>{why.text}</p> : null}
                  {phase === 'retry' && item.hint ? (
                    <p className="practice-hint">
                      <strong>{t.hint}</strong> <span lang="en">{item.hint}</span>
                    </p>
                  ) : null}
                  {phase === 'wrong' ? (
                    <>
                      {!(item.type === 'choice' && why?.english) ? <p lang="en">{item.wrongText}</p> : null}
                      {answer?.text ? (
                        <p className="feedback-answer">
                          {t.rightAnswer} <strong lang={answer.english ? 'en' : undefined}>{answer.text}</strong>
                        </p>
                      ) : null}
                      <p className="muted">{t.comesBack}</p>
                    </>
                  ) : null}
                </div>
              ) : null}
            </div>
            <div className="quiz-actions">
              <Button type="submit" disabled={(phase === 'answer' || phase === 'retry') && !isAnswered(item, value)}>
                {phase === 'answer' ? t.check : phase === 'retry' ? t.tryAgain : t.next}
              </Button>
            </div>
          </div>
        </form>
      ) : null}
    </>
  );
}
