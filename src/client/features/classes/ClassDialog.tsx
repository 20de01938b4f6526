import { useEffect, useRef, useState, type FormEvent } from 'react';
import { getClassCode, saveClass, validateClassCode, type ClassInfo } from '../../../shared/api/classes';
import { messages } from '../../../shared/messages';
import { call, failureMessage } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { saveFailure } from './saveFailure';
import { classesText } from './text';

interface ClassDialogProps {
  /** The class being renamed; absent when adding a new one. */
  editing?: ClassInfo;
  onClose: () => void;
  onSaved: () => void;
  /** Once classes come from Google Classroom, their names are Google's (ACB §5): the field is disabled. */
  nameLocked?: boolean;
}

/** Add or edit a class (ACB §4 Class dialog): the code comes from the server and is read-only. */
export function ClassDialog({ editing, onClose, onSaved, nameLocked = false }: ClassDialogProps) {
  const [name, setName] = useState(editing?.name ?? '');
  const [code, setCode] = useState(editing?.code ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [gettingCode, setGettingCode] = useState(false);
  const [saving, setSaving] = useState(false);

  async function fetchCode() {
    setGettingCode(true);
    setCodeError(null);
    try {
      const fresh = await call(getClassCode);
      setCode(fresh.replace(/"/g, '').trim());
    } catch (err) {
      setCodeError(failureMessage('get a class code', err));
    } finally {
      setGettingCode(false);
    }
  }

  // A new class gets its code once, when the dialog opens (the ref survives StrictMode's re-run).
  const asked = useRef(false);
  useEffect(() => {
    if (editing || asked.current) return;
    asked.current = true;
    void fetchCode();
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    const trimmedName = name.trim();
    setNameError(trimmedName ? null : messages.classNameRequired);
    setCodeError(code ? null : messages.classCodeRequiredDialog);
    if (!trimmedName || !code) return;
    setSaving(true);
    try {
      const { available } = await call(validateClassCode, { query: { code, id: editing?.id } });
      if (!available) {
        setCodeError(messages.classCodeInUse);
        toast.error(messages.classCodeInUse);
        return;
      }
      await call(saveClass, { body: { id: editing?.id, name: trimmedName, code } });
      toast.success(messages.classSaved);
      onSaved();
    } catch (err) {
      const text = saveFailure(err);
      if (text) toast.error(text);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? classesText.editClass : classesText.addClass}
      description={editing ? classesText.editClassLead : classesText.addClassLead}
    >
      <form onSubmit={save} noValidate className="form">
        <Field
          label={classesText.className}
          name="className"
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={nameError}
          maxLength={120}
          disabled={nameLocked}
          hint={nameLocked ? classesText.nameFromGoogle : undefined}
        />
        <Field
          label={classesText.classCodeField}
          name="classCode"
          readOnly
          value={code}
          placeholder={gettingCode ? classesText.gettingCode : ''}
          inputClassName="input-code"
          error={codeError}
        />
        {!editing ? (
          <Button variant="ghost" className="button-inline" onClick={() => void fetchCode()} busy={gettingCode}>
            {classesText.differentCode}
          </Button>
        ) : null}
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose}>
            {classesText.cancel}
          </Button>
          <Button type="submit" busy={saving}>
            {classesText.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
