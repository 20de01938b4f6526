import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { User } from '../../shared/api/auth';
import { messages } from '../../shared/messages';
import { isOffline, subscribeConnectivity } from '../offline/connectivity';
import { outbox } from '../offline/outbox-client';
import type { OutboxEntry } from '../lib/localDb';
import { isWaiting, useLessonCopiesUntil, useOutboxEntries } from '../offline/useOutbox';

/** How long "All answers sent." stays after the last waiting answer is delivered. */
const SENT_NOTICE_MS = 5_000;

const answers = (n: number) => (n === 1 ? '1 answer is' : `${n} answers are`);
/** Openings of a quiz wait in the outbox too, but the student thinks of their answers. */
const isAnswer = (e: OutboxEntry) => e.path !== '/student/startquiz';

const clock = (ms: number) => new Date(ms).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

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
            {waitingAnswers > 0
              ? `${answers(waitingAnswers)} saved on this device and will be sent when you are back online.`
              : waiting.length > 0
                ? 'Your work is saved on this device and will be sent when you are back online.'
                : lessonsUntil
                  ? `You can keep working on the lessons kept on this device until ${clock(lessonsUntil)}.`
                  : lessonsUntil === null
                    ? 'Lessons open again when you are back online.'
                    : null}
          </div>
        ) : waiting.length > 0 ? (
          <div className="banner banner-info" data-testid="sending-banner">
            {needsSignIn
              ? 'Some of your work is waiting: sign in again to send it.'
              : waitingAnswers > 0
                ? `Sending ${waitingAnswers === 1 ? '1 answer' : `${waitingAnswers} answers`}…`
                : 'Sending your work…'}
          </div>
        ) : sentNotice ? (
          <div className="banner banner-success" data-testid="sent-banner">
            All answers sent.
          </div>
        ) : null}
      </div>
      {failed.length > 0 ? (
        <div className="banner banner-warning" role="region" aria-label="Answers not saved">
          <p>
            <strong>{failed.length === 1 ? 'This could not be saved:' : `These ${failed.length} could not be saved:`}</strong> Your teacher
            can see this too.
          </p>
          <ul className="failed-list">
            {failed.map((e) => (
              <li key={e.key}>
                {e.label}: {e.failure?.message ?? 'refused'}{' '}
                <button type="button" className="link-button" onClick={() => void outbox.dismiss(e.key)}>
                  Dismiss<span className="visually-hidden"> {e.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
