import { useSyncExternalStore } from 'react';
import { applyUpdate, isUpdateWaiting, subscribeUpdate } from '../lib/serviceWorker';
import { PRODUCT_NAME } from '../../shared/messages';
import { useAnyUnsent } from '../offline/useOutbox';

/** A non-modal bar offering the new version; the app never reloads by itself, nor while answers wait to be sent. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting);
  // Answers still on this device go first: the new version is offered once they are sent.
  const unsent = useAnyUnsent();
  if (!waiting || unsent) return null;
  return (
    <div className="update-bar" role="status" aria-live="polite">
      <span>A new version of {PRODUCT_NAME} is available. Reload when you are ready; finish any quiz first.</span>
      <button type="button" className="button button-primary" onClick={applyUpdate}>
        Reload
      </button>
    </div>
  );
}
