import { useId, useState, type FormEvent } from 'react';
import { resetAllClassProgress, type ResetType } from '../../../shared/api/quizzes';
import { extraMessages, messages } from '../../../shared/messages';
import { call, failureText } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { classesText } from './text';

const CHOICES: { type: ResetType; label: 'preTests' | 'postEvaluations' }[] = [
  { type: 'diagnostic', label: 'preTests' },
  { type: 'postEval', label: 'postEvaluations' },
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

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !working && onClose()}
      title={classesText.resetAllTitle}
      description={classesText.resetAllQuestion(classCount)}
    >
      <form onSubmit={submit} noValidate className="form">
        <fieldset className="reset-choice" aria-describedby={missing ? `${id}-error` : undefined}>
          <legend>{classesText.whatToReset}</legend>
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
              {classesText[choice.label]}
            </label>
          ))}
          {missing ? (
            <p id={`${id}-error`} className="field-error" role="alert">
              {extraMessages.chooseResetType}
            </p>
          ) : null}
        </fieldset>
        <p>{classesText.resetAllKeeps}</p>
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={working}>
            {classesText.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={working}>
            {classesText.resetAllTitle}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
