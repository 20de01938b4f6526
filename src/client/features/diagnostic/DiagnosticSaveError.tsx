import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { retryDiagnosticSave } from './diagnosticSave';
import { diagnosticText } from './text';

/**
 * Issue 29: the diagnostic's final save that the server did not take while the device is online
 * (it answered an error, e.g. 500). The answers stay on this device and are sent again by
 * themselves; this says so as an error, never as "when you are back online", and offers to try
 * again now.
 */
export function DiagnosticSaveError({ entryKey, reason, onSent }: { entryKey: string; reason: string | null; onSent: () => void }) {
  const [busy, setBusy] = useState(false);
  const [again, setAgain] = useState<string | null>(null);
  // Below the question on a phone: brought into view when it appears.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
  }, []);
  const retry = async () => {
    setBusy(true);
    const outcome = await retryDiagnosticSave(entryKey);
    setBusy(false);
    if (outcome.kind === 'sent') onSent();
    else setAgain(outcome.kind === 'failed' ? outcome.message : diagnosticText.stillNotSaved);
  };
  return (
    <div ref={ref} className="notice notice-error diag-save-error" role="alert" data-testid="diagnostic-save-error">
      <p>
        <strong>{diagnosticText.saveFailed}</strong> {reason ? diagnosticText.serverSaid(reason) : null} {diagnosticText.keptAndRetried}
      </p>
      {again ? <p>{again}</p> : null}
      <Button variant="secondary" busy={busy} onClick={() => void retry()}>
        {diagnosticText.tryAgain}
      </Button>
    </div>
  );
}
