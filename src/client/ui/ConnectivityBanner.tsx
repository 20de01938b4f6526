import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { User } from '../../shared/api/auth';
import { messages } from '../../shared/messages';
import { formatTime } from '../i18n/format';
import { shellText } from './shellText';
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
          <div className="banner banner-success" data-testid="sent-banner">
            {shellText.allSent}
          </div>
        ) : null}
      </div>
      {failed.length > 0 ? (
        <div className="banner banner-warning" role="region" aria-label={shellText.notSavedRegion}>
          <p>
            <strong>{shellText.couldNotSave(failed.length)}</strong> {shellText.teacherSeesToo}
          </p>
          <ul className="failed-list">
            {failed.map((e) => (
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
