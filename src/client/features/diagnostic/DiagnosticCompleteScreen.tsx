import { Link } from '@tanstack/react-router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isOffline, subscribeConnectivity } from '../../offline/connectivity';
import { DiagnosticSaveError } from './DiagnosticSaveError';
import { messages } from '../../../shared/messages';
import { useSession } from '../../lib/useSession';
import { useOutboxEntries } from '../../offline/useOutbox';
import { waitingDiagnosticSaves } from './diagnosticSave';
import { useLanguage } from '../../i18n/language';
import { diagnosticText } from './text';
import './diagnostic.css';

/** How long answers may still wait, online, before the page calls it an error. */
const STILL_WAITING_MS = 6_000;

/**
 * 'Diagnostic Complete!' with an image and the way back to the dashboard (LA §2); while the
 * answers still wait on this device (finished offline), it says so, as the quiz's result does.
 */
export function DiagnosticCompleteScreen() {
  useLanguage();
  const { user } = useSession();
  const waitingSaves = waitingDiagnosticSaves(useOutboxEntries(user?.id) ?? []);
  const waiting = waitingSaves.length > 0;
  // Issue 29: "when you are back online" only while offline; online, a save that waits was not taken.
  const offline = useSyncExternalStore(subscribeConnectivity, isOffline);
  const last = waitingSaves[waitingSaves.length - 1];
  // Back online, the waiting answers usually go within a moment ("Sending…" above): the error
  // shows only when they still wait a few seconds later (the server answered an error).
  const [stillWaiting, setStillWaiting] = useState(false);
  const waitsOnline = Boolean(last) && !offline;
  useEffect(() => {
    setStillWaiting(false);
    if (!waitsOnline) return;
    const t = setTimeout(() => setStillWaiting(true), STILL_WAITING_MS);
    return () => clearTimeout(t);
  }, [waitsOnline]);
  return (
    <section className="card diag-complete">
      <svg className="diag-complete-image" viewBox="0 0 120 120" role="img" aria-label={diagnosticText.ribbon}>
        <circle cx="60" cy="50" r="38" fill="#2f7d4f" />
        <path d="M40 80 L30 115 L50 104 L60 118 L66 84 Z M80 80 L90 115 L70 104 L60 118 L54 84 Z" fill="#e0a526" />
        <circle cx="60" cy="50" r="30" fill="#3f9a63" />
        <path d="M45 50 L56 61 L77 40" stroke="#fff" strokeWidth="8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1>{messages.diagnosticComplete}</h1>
      <p>{diagnosticText.thanks}</p>
      {waiting && offline ? (
        <p className="notice" role="status" data-testid="waiting-to-send">
          {diagnosticText.waiting}
        </p>
      ) : null}
      {last && waitsOnline && stillWaiting ? <DiagnosticSaveError entryKey={last.key} reason={last.lastError} onSent={() => undefined} /> : null}
      <Link to="/courses" className="button button-primary">
        {diagnosticText.returnToDashboard}
      </Link>
    </section>
  );
}
