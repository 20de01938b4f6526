import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { User } from '../../shared/api/auth';
import { messages } from '../../shared/messages';
import { isOffline, subscribeConnectivity } from '../offline/connectivity';
import { outbox } from '../offline/outbox-client';
import type { OutboxEntry } from '../lib/localDb';
import { isWaiting, useOutboxEntries } from '../offline/useOutbox';

/** How long "All answers sent." stays after the last waiting answer is delivered. */
const SENT_NOTICE_MS = 5_000;

const answers = (n: number) => (n === 1 ? '1 answer is' : `${n} answers are`);
/** Openings of a quiz wait in the outbox too, but the student thinks of their answers. */
const isAnswer = (e: OutboxEntry) => e.path !== '/student/startquiz';

/**
 * 'Please connect to the internet.' while the server cannot be reached, with how many of this
 * student's answers wait on the device; "All answers sent." once they are delivered; and the
 * answers the server refused for good, which the student can read and close (their teacher
 * sees them too).
 */
export function ConnectivityBanner({ user }: { user: User }) {
  const offline = useSyncExternalStore(subscribeConnectivity, isOffline);
  const entries = useOutboxEntries(user.id) ?? [];
  const waiting = entries.filter(isWaiting);
  const waitingAnswers = waiting.filter(isAnswer).length;
  const needsSignIn = waiting.some((e) => e.status === 'auth');
  const failed = entries.filter((e) => e.status === 'failed');

  const [sentNotice, setSentNotice] = useState(false);
  const hadWaiting = useRef(false);
  useEffect(() => {
    if (waiting.length > 0) {
      hadWaiting.current = true;
      setSentNotice(false);
      return;
    }
    if (!hadWaiting.current) return;
    hadWaiting.current = false;
    setSentNotice(true);
    const t = setTimeout(() => setSentNotice(false), SENT_NOTICE_MS);
    return () => clearTimeout(t);
  }, [waiting.length]);

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
                : 'You can keep working on lessons you have opened.'}
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
            <strong>{failed.length === 1 ? '1 answer could not be saved.' : `${failed.length} answers could not be saved.`}</strong> Your teacher can see
            this too.
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
