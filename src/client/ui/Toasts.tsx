import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts } from './toast';
import { shellText } from './shellText';

/** Renders the toast store; mounted once in the root route. */
export function Toasts() {
  const items = useSyncExternalStore(subscribeToasts, getToasts);
  return (
    <RadixToast.Provider swipeDirection="right" label={shellText.notification}>
      {items.map((item) => (
        <RadixToast.Root
          key={item.id}
          className={`toast toast-${item.kind}`}
          duration={item.duration}
          type={item.kind === 'error' || item.kind === 'warning' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
        >
          <RadixToast.Description className="toast-text">{item.text}</RadixToast.Description>
          <RadixToast.Close className="toast-close" aria-label={shellText.dismissNotification}>
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toast-viewport" />
    </RadixToast.Provider>
  );
}
