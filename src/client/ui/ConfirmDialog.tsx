import { useState, type ReactNode } from 'react';
import { failureText } from '../lib/api';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { toast } from './toast';
import { formText } from './formText';

interface ConfirmDialogProps {
  title: string;
  /** The question, naming what is affected. */
  question: ReactNode;
  /** What happens to the data, in plain words. */
  children: ReactNode;
  confirmLabel: string;
  /** Does the thing; its failure is shown as 'Failed to {failureAction}. ...'. */
  action: () => Promise<unknown>;
  successMessage: string;
  failureAction: string;
  onClose: () => void;
  onDone: () => void;
}

/** Asks before something destructive, does it, and reports the outcome with a toast. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [working, setWorking] = useState(false);

  async function confirm() {
    setWorking(true);
    try {
      await props.action();
      toast.success(props.successMessage);
      props.onDone();
    } catch (err) {
      const text = failureText(props.failureAction, err);
      if (text) toast.error(text);
      setWorking(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !working && props.onClose()} title={props.title} description={props.question}>
      {/* Plain words are a paragraph; richer content (lists, a form) brings its own blocks. */}
      {typeof props.children === 'string' ? <p>{props.children}</p> : <div className="confirm-body">{props.children}</div>}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={props.onClose} disabled={working}>
          {formText.cancel}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} busy={working}>
          {props.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
