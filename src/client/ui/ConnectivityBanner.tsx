import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useRouterState } from '@tanstack/react-router';
import type { User } from '../../shared/api/auth';
import { RoleID } from '../../shared/domain/roles';
import { messages } from '../../shared/messages';
import { formatTime } from '../i18n/format';
import { shellText } from './shellText';
import './connectivity.css';
import { isOffline, subscribeConnectivity } from '../offline/connectivity';
import { outbox } from '../offline/outbox-client';
import type { OutboxEntry } from '../lib/localDb';
import { isWaiting, useLessonCopiesUntil, useOutboxEntries } from '../offline/useOutbox';

/** How long "All answers sent." stays after the last waiting answer is delivered. */
const SENT_NOTICE_MS = 5_000;

/** Openings of a quiz wait in the outbox too, but the student thinks of their answers. */
const isAnswer = (e: OutboxEntry) => e.path !== '/student/startquiz';

const clock = (ms: number) => formatTime(ms);

/**
 * Issue 29: refusals already shown on an earlier page. A refusal is said on the page where it
 * happened (or the first page after it came in) and not on every page after: the teacher still
 * sees it, and the entry stays in the outbox. Kept for the tab (sessionStorage), so a reload
 * does not bring old refusals back.
 */
const SHOWN_KEY = 'sentencelab.refusalsShown';
function readShown(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}
function writeShown(keys: Set<string>) {
  try {
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...keys]));
  } catch {
    // the page's memory still has them
  }
}

/** The refusals to show on this page: those not yet shown on an earlier page. */
function useRefusalsOfThisPage(failed: OutboxEntry[]): OutboxEntry[] {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [shown, setShown] = useState(readShown);
  const onPage = useRef<Set<string>>(new Set());
  failed.forEach((e) => !shown.has(e.key) && onPage.current.add(e.key));
  const pageRef = useRef(pathname);
  useEffect(() => {
    if (pageRef.current === pathname) return;
    pageRef.current = pathname;
    // Leaving a page: what it showed is said.
    if (onPage.current.size === 0) return;
    const next = new Set([...readShown(), ...onPage.current]);
    onPage.current = new Set();
    writeShown(next);
    setShown(next);
  }, [pathname]);
  return failed.filter((e) => !shown.has(e.key));
}

/**
 * 'Please connect to the internet.' while the server cannot be reached, with how many of this
 * student's answers wait on the device, or which lessons still open here (only while their
 * copies last: an hour); "All answers sent." once they are all delivered (never when one of them
 * was refused: one message for one failure); and what the server refused for good, which the
 * student can read and close (their teacher sees it too).
 */
export function ConnectivityBanner({ user }: { user: User }) {
  const offline = useSyncExternalStore(subscribeConnectivity, isOffline);
  const entries = useOutboxEntries(user.id) ?? [];
  const waiting = entries.filter(isWaiting);
  const waitingAnswers = waiting.filter(isAnswer).length;
  const needsSignIn = waiting.some((e) => e.status === 'auth');
  const failed = entries.filter((e) => e.status === 'failed');
  const refusals = useRefusalsOfThisPage(failed);
  const isStudent = user.roleID === RoleID.Student;
  const lessonsUntil = useLessonCopiesUntil(user.id, offline && waiting.length === 0);

  const [sentNotice, setSentNotice] = useState(false);
  const hadWaiting = useRef(false);
  // The refusals there were while answers waited: a new one means not everything was sent.
  const failedBefore = useRef(failed.length);
  useEffect(() => {
    if (waiting.length > 0) {
      if (!hadWaiting.current) failedBefore.current = failed.length;
      hadWaiting.current = true;
      setSentNotice(false);
      return;
    }
    if (!hadWaiting.current) return;
    hadWaiting.current = false;
    if (failed.length > failedBefore.current) return;
    setSentNotice(true);
    const t = setTimeout(() => setSentNotice(false), SENT_NOTICE_MS);
    return () => clearTimeout(t);
  }, [waiting.length, failed.length]);

  return (
    <>
      <div className="connectivity" role="status" aria-live="polite">
        {offline ? (
          <div className="banner banner-offline" data-testid="offline-banner">
            <strong>{messages.offline}</strong>{' '}
            {/* Issue 29: a teacher has no lessons kept on the device and no answers waiting. */}
            {!isStudent && waiting.length === 0
              ? shellText.teacherOffline
              : waitingAnswers > 0
              ? shellText.answersWaiting(waitingAnswers)
              : waiting.length > 0
                ? shellText.workWaiting
                : lessonsUntil
                  ? shellText.lessonsKeptUntil(clock(lessonsUntil))
                  : lessonsUntil === null
                    ? shellText.lessonsWhenOnline
                    : null}
          </div>
        ) : waiting.length > 0 ? (
          <div className="banner banner-info" data-testid="sending-banner">
            {needsSignIn
              ? shellText.signInToSend
              : waitingAnswers > 0
                ? shellText.sendingAnswers(waitingAnswers)
                : shellText.sendingWork}
          </div>
        ) : sentNotice ? (
          // Issue 29: over the top of the page for its five seconds, never pushing the page (and
          // a quiz's Next button) down; clicks go through it.
          <div className="banner banner-success banner-floating" data-testid="sent-banner">
            {shellText.allSent}
          </div>
        ) : null}
      </div>
      {refusals.length > 0 ? (
        <div className="banner banner-warning" role="region" aria-label={shellText.notSavedRegion} data-testid="refused-banner">
          <p>
            <strong>{shellText.couldNotSave(refusals.length)}</strong> {shellText.teacherSeesToo}
          </p>
          <ul className="failed-list">
            {refusals.map((e) => (
              <li key={e.key}>
                {e.label}: {e.failure?.message ?? shellText.refused}{' '}
                <button type="button" className="link-button" onClick={() => void outbox.dismiss(e.key)}>
                  {shellText.dismiss}
                  <span className="visually-hidden"> {e.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
