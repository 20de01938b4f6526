import { useState, type FormEvent } from 'react';
import type { ClassInfo } from '../../../shared/api/classes';
import { updateClassSuperDiagnostic } from '../../../shared/api/diagnostic';
import { extraMessages, messages } from '../../../shared/messages';
import { call, failureText } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { buildDiagnosticText as text } from './buildText';

/**
 * Turning a class's diagnostic off (LA §4, §5): it deletes every student answer and report of
 * the class, so the teacher types the class's name; a trimmed mismatch is 'Incorrect class name.'
 * and nothing changes.
 */
export function DisableDiagnosticDialog({ cls, onClose, onDisabled }: { cls: ClassInfo; onClose: () => void; onDisabled: () => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (typed.trim() !== cls.name.trim()) {
      setError(messages.incorrectClassName);
      toast.error(messages.incorrectClassName);
      return;
    }
    setWorking(true);
    try {
      await call(updateClassSuperDiagnostic, { body: { id: cls.id, superDiagnosticEnabled: false, className: typed.trim() } });
      onDisabled();
    } catch (err) {
      const text = failureText('update the diagnostic', err);
      if (text) toast.error(text);
      setWorking(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !working && onClose()}
      title={text.disable}
      description={extraMessages.disableDiagnosticWarning(cls.name)}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={text.className}
          name="confirmClassName"
          placeholder={messages.typeClassName}
          autoComplete="off"
          value={typed}
          error={error ?? undefined}
          onChange={(e) => {
            setTyped(e.target.value);
            setError(null);
          }}
        />
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={working}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={working}>
            {text.disable}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
