import { useId, useState, type FormEvent } from 'react';
import { resetAllClassProgress, type ResetType } from '../../../shared/api/quizzes';
import { extraMessages, messages } from '../../../shared/messages';
import { call, failureText } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';

const CHOICES: { type: ResetType; label: string }[] = [
  { type: 'diagnostic', label: 'Pre-tests' },
  { type: 'postEval', label: 'Post-evaluations' },
];

/**
 * Reset all classes (ACB §7 "POST reset all classes", toast 'Reset complete.'): the teacher
 * chooses pre-tests or post-evaluations, and every student of every class of theirs may take
 * them again. Nothing is chosen at first, so a stray Enter resets nothing.
 */
export function ResetAllClassesDialog({ classCount, onClose }: { classCount: number; onClose: () => void }) {
  const id = useId();
  const [type, setType] = useState<ResetType | null>(null);
  const [missing, setMissing] = useState(false);
  const [working, setWorking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!type) {
      setMissing(true);
      return;
    }
    setWorking(true);
    try {
      await call(resetAllClassProgress, { body: { type } });
      toast.success(messages.resetComplete);
      onClose();
    } catch (err) {
      const text = failureText('reset your classes', err);
      if (text) toast.error(text);
      setWorking(false);
    }
  }

  const classes = classCount === 1 ? 'your class' : `all ${classCount} of your classes`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !working && onClose()}
      title="Reset all classes"
      description={`Reset the pre-tests or the post-evaluations of every student in ${classes}?`}
    >
      <form onSubmit={submit} noValidate className="form">
        <fieldset className="reset-choice" aria-describedby={missing ? `${id}-error` : undefined}>
          <legend>What to reset</legend>
          {CHOICES.map((choice) => (
            <label key={choice.type}>
              <input
                type="radio"
                name={`${id}-type`}
                value={choice.type}
                checked={type === choice.type}
                onChange={() => {
                  setType(choice.type);
                  setMissing(false);
                }}
              />
              {choice.label}
            </label>
          ))}
          {missing ? (
            <p id={`${id}-error`} className="field-error" role="alert">
              {extraMessages.chooseResetType}
            </p>
          ) : null}
        </fieldset>
        <p>
          Their current scores stay in the reports as prior attempts and show as "--"; each student can take them again in every lesson.
        </p>
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={working}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" busy={working}>
            Reset all classes
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
