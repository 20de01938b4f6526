import * as RadixDialog from '@radix-ui/react-dialog';
import { formText } from './formText';
import { useEffect, useState, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog: focus stays inside, Escape and the close button dismiss it. Our dialogs are
 * opened from code (no Radix trigger), so the element that had focus when it opened is
 * remembered and gets focus back on close.
 */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  // Most dialogs are unmounted on close rather than set closed: then give focus back here,
  // unless the app has already put it somewhere (e.g. a new page's heading).
  useEffect(
    () => () => {
      setTimeout(() => {
        if (opener && opener.isConnected && (document.activeElement === document.body || document.activeElement === null)) opener.focus();
      });
    },
    [opener],
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className="dialog"
          onCloseAutoFocus={(event) => {
            if (opener && opener.isConnected && opener !== document.body) {
              event.preventDefault();
              opener.focus();
            }
          }}
          // Without a description Radix expects an explicit undefined; with one it links it itself.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog-header">
            <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="icon-button" aria-label={formText.close}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="dialog-description">{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
