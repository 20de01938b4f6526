import { useSyncExternalStore } from 'react';
import { applyUpdate, isUpdateWaiting, subscribeUpdate } from '../lib/serviceWorker';
import { shellText } from './shellText';
import { useUpdateHeldBack } from '../offline/useOutbox';

/**
 * A bar offering the new version, at the top of the page in the layout's flow: it pushes the page
 * down and never covers any of it. The app never reloads by itself. Answers being delivered go
 * first; entries that cannot be delivered now (waiting for a sign-in, refused, or queued more than
 * an hour ago) do not hold the update back: they stay on the device through it (useOutbox.ts).
 */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting);
  const heldBack = useUpdateHeldBack();
  if (!waiting || heldBack) return null;
  return (
    <div className="update-bar" role="status" aria-live="polite">
      <div className="update-bar-inner">
        <span>{shellText.newVersion}</span>
        <button type="button" className="button button-primary" onClick={applyUpdate}>
          {shellText.reload}
        </button>
      </div>
    </div>
  );
}
