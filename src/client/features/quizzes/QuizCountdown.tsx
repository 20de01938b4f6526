import { useEffect, useRef, useState } from 'react';
import { getQuizResults } from '../../../shared/api/quizzes';
import { isTimedQuiz, QUIZ_TIME_LIMIT_MS } from '../../../shared/domain/timedQuiz';
import { call } from '../../lib/api';
import { attemptEnd, rememberStart } from './quizClock';
import { formatTime } from '../../i18n/format';
import { quizText } from './text';
import './quizCountdown.css';

/** Minutes left at which the countdown speaks (a polite live region; never every second). */
const ANNOUNCE_AT_MINUTES = [10, 1] as const;

const MINUTE = 60_000;

/** 42:07 (minutes and seconds left, rounded up so 0:00 means the end). */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const minutesLeftText = (minutes: number) => quizText.minutesLeft(minutes);

/** The hour of a timed quiz, said before it starts (the start dialog) and to a teacher trying it. */
export function TimedQuizNote({ quiz, isStudent }: { quiz: { type: number }; isStudent: boolean }) {
  if (!isTimedQuiz(quiz)) return null;
  const minutes = QUIZ_TIME_LIMIT_MS / MINUTE;
  return <p className="timed-quiz-note">{isStudent ? quizText.timedStudent(minutes) : quizText.timedTeacher(minutes)}</p>;
}

/**
 * When this attempt ends: from this device's record of its start (quizClock.ts) at once, then the
 * server's (the lesson's quiz statuses, the offline copy when there is no network). With neither,
 * the attempt starts now (a start this device never saw, e.g. its storage was cleared).
 */
function useAttemptEnd(userID: string, quiz: { id: string; type: number }, lessonID: string): number | null {
  const [end, setEnd] = useState<number | null>(() => attemptEnd(userID, quiz));
  useEffect(() => {
    let current = true;
    void call(getQuizResults, { query: { lessonID } }, { background: true })
      .then((statuses) => statuses.find((s) => s.quizID === quiz.id)?.startedAt ?? null)
      .catch(() => null)
      .then((serverStart) => {
        if (!current) return;
        if (serverStart) rememberStart(userID, quiz.id, serverStart);
        else if (attemptEnd(userID, quiz) === null) rememberStart(userID, quiz.id, Date.now());
        setEnd(attemptEnd(userID, quiz));
      });
    return () => {
      current = false;
    };
  }, [userID, quiz, lessonID]);
  return end;
}

/**
 * The countdown of a timed quiz (LA §9 "Timed quiz: 1 hour", QUZ-39): minutes and seconds left,
 * amber under ten minutes and red under one. Screen readers hear it only at ten minutes and one
 * minute left and when the time is up (a polite live region); the timer itself is not live.
 * At the end it calls `onTimeUp` once: the quiz submits what was answered.
 */
export function QuizCountdown({
  userID,
  quiz,
  lessonID,
  onTimeUp,
}: {
  userID: string;
  quiz: { id: string; type: number };
  lessonID: string;
  onTimeUp: () => void;
}) {
  const end = useAttemptEnd(userID, quiz, lessonID);
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<number | null>(null);
  const ended = useRef(false);
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;

  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, 1000);
    // A background tab's timers are slowed: catch up as soon as the student looks again.
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);

  const left = end === null ? null : end - now;
  useEffect(() => {
    if (left === null) return;
    const before = previous.current;
    previous.current = left;
    if (left <= 0) {
      if (ended.current) return;
      ended.current = true;
      setAnnouncement(quizText.timeUpAnnouncement);
      timeUp.current();
      return;
    }
    if (before === null) return;
    for (const minutes of ANNOUNCE_AT_MINUTES) {
      if (before > minutes * MINUTE && left <= minutes * MINUTE) setAnnouncement(minutesLeftText(minutes));
    }
  }, [left]);

  if (left === null || end === null) return null;
  const level = left <= MINUTE ? 'is-last' : left <= 10 * MINUTE ? 'is-low' : '';
  const endsAt = formatTime(end);
  return (
    <div className={`quiz-countdown ${level}`}>
      <div role="timer" className="quiz-countdown-clock">
        <span className="quiz-countdown-label">{quizText.timeLeft}</span>{' '}
        <span className="quiz-countdown-value" data-testid="quiz-time-left">
          {clockText(left)}
        </span>
      </div>
      <span className="quiz-countdown-ends">{quizText.endsAt(endsAt)}</span>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
