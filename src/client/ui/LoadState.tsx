import { failureMessage } from '../lib/api';
import { Button } from './Button';
import type { Loaded } from '../lib/useLoaded';
import { shellText } from './shellText';

/** A failed load said plainly (after an optional lead such as "We couldn't load your classes."), with a way to try again. */
export function LoadFailed({
  action,
  error,
  onRetry,
  lead,
  className,
}: {
  action: string;
  error: unknown;
  onRetry: () => void;
  lead?: string;
  className?: string;
}) {
  return (
    <div className={className ? `notice notice-error ${className}` : 'notice notice-error'} role="alert">
      <p>
        {lead ? `${lead} ` : ''}
        {failureMessage(action, error)}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {shellText.tryAgain}
      </Button>
    </div>
  );
}

/** The loading line or the failure notice of a load; nothing once it is ready. */
export function LoadStatus<T>({ state, action, loadingText }: { state: Loaded<T> & { reload: () => void }; action: string; loadingText: string }) {
  if (state.status === 'loading') return <p className="muted">{loadingText}</p>;
  if (state.status === 'failed') return <LoadFailed action={action} error={state.error} onRetry={state.reload} />;
  return null;
}
