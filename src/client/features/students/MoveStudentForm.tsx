import { useState, type FormEvent } from 'react';
import type { ClassInfo } from '../../../shared/api/classes';
import { addStudentToClass, type StudentRecord } from '../../../shared/api/students';
import { extraMessages, messages } from '../../../shared/messages';
import { ApiError, call, failureText } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { fullName } from './studentNames';
import { Emphasis, strong } from '../../ui/Emphasis';
import { studentsText as text } from './text';

/** ACB §8: the add-student message stays 12 s. */
export const ADD_STUDENT_TOAST_MS = 12_000;

interface MoveStudentFormProps {
  /** The class chosen in the filter; a student can only be placed into a chosen class. */
  chosenClass: ClassInfo | undefined;
  onPlaced: (record: StudentRecord) => void;
  /** Called when no class is chosen, e.g. to put the focus on the class filter. */
  onNeedClass: () => void;
}

/** Move/Add Existing Student: a student with an account goes into the chosen class (out of any other). */
export function MoveStudentForm({ chosenClass, onPlaced, onNeedClass }: MoveStudentFormProps) {
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosenClass) {
      toast.custom('warning', messages.chooseClassFirst, ADD_STUDENT_TOAST_MS);
      onNeedClass();
      return;
    }
    const value = login.trim();
    if (!value) {
      setError(messages.emailOrUsernameRequired);
      return;
    }
    setError(null);
    setSending(true);
    try {
      const record = await call(addStudentToClass, { body: { email: value, classID: chosenClass.id } });
      toast.success(extraMessages.studentMoved(fullName(record), chosenClass.name));
      setLogin('');
      onPlaced(record);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404 && err.message === extraMessages.studentNotFound) {
        setError(extraMessages.studentNotFound);
        toast.error(extraMessages.studentNotFound);
      } else if (err instanceof ApiError && err.status === 411) {
        toast.error(messages.classFull);
      } else {
        const text = failureText('add student', err);
        if (text) toast.error(text);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card move-student" aria-labelledby="move-student-title">
      <h2 id="move-student-title">{text.moveTitle}</h2>
      <p className="muted">{chosenClass ? <Emphasis text={text.moveInto(strong(chosenClass.name))} /> : text.chooseClassFirst}</p>
      <form className="move-student-form" onSubmit={submit} noValidate>
        <Field
          label={text.emailOrUsername}
          name="studentLogin"
          autoComplete="off"
          spellCheck={false}
          value={login}
          onChange={(e) => {
            setLogin(e.target.value);
            if (error) setError(null);
          }}
          error={error}
          maxLength={254}
        />
        <Button type="submit" busy={sending}>
          {text.addToClass}
        </Button>
      </form>
    </section>
  );
}
