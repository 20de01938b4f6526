import { Link } from '@tanstack/react-router';
import { messages } from '../../../shared/messages';
import { useSession } from '../../lib/useSession';
import { useOutboxEntries } from '../../offline/useOutbox';
import { waitingDiagnosticSaves } from './diagnosticSave';
import { useLanguage } from '../../i18n/language';
import { diagnosticText } from './text';
import './diagnostic.css';

/**
 * 'Diagnostic Complete!' with an image and the way back to the dashboard (LA §2); while the
 * answers still wait on this device (finished offline), it says so, as the quiz's result does.
 */
export function DiagnosticCompleteScreen() {
  useLanguage();
  const { user } = useSession();
  const waiting = waitingDiagnosticSaves(useOutboxEntries(user?.id) ?? []).length > 0;
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
      {waiting ? (
        <p className="notice" role="status" data-testid="waiting-to-send">
          {diagnosticText.waiting}
        </p>
      ) : null}
      <Link to="/courses" className="button button-primary">
        {diagnosticText.returnToDashboard}
      </Link>
    </section>
  );
}
