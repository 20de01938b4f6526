import { useEffect, useState, type FormEvent } from 'react';
import { saveSubTeacher, type SubTeacher } from '../../../shared/api/teachers';
import { isEmail, trimInput } from '../../../shared/domain/credentials';
import { extraMessages, messages } from '../../../shared/messages';
import { call, failureText } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { useFormFields } from '../../ui/useFormFields';
import { addFailureText } from './addFailureText';
import { useTeacherLookup, type Lookup } from './useTeacherLookup';
import { teachersText as text } from './text';

type Values = { email: string; first: string; last: string };

interface TeacherDialogProps {
  /** The sub-teacher being edited; absent when adding one. */
  editing?: SubTeacher;
  /** Ids of the group's teachers, to say so when the typed email is one of them. */
  groupIDs: ReadonlySet<string>;
  onClose: () => void;
  onSaved: () => void;
}

const OUTCOME_TOAST = {
  created: messages.subTeacherCreated,
  added: messages.teacherAdded,
  updated: messages.teacherUpdated,
} as const;

/** What the lookup found, in words, or null while there is nothing to say. */
function lookupText(lookup: Lookup, groupIDs: ReadonlySet<string>): { text: string; tone: 'info' | 'warning' } | null {
  if (lookup.status === 'searching') return { text: text.lookingUp, tone: 'info' };
  if (lookup.status !== 'done') return null;
  const { found, teacher, canAdd } = lookup.result;
  if (!found) return { text: text.noAccountYet, tone: 'info' };
  if (teacher && groupIDs.has(teacher.id)) return { text: extraMessages.alreadyInYourGroup, tone: 'warning' };
  if (!canAdd) return { text: messages.addTeacherTaken, tone: 'warning' };
  return { text: text.hasAccount(`${teacher?.first ?? ''} ${teacher?.last ?? ''}`.trim()), tone: 'info' };
}

/**
 * Add Teacher (email, first, last; the email is looked up as it is typed and a found
 * teacher's name filled in) or Edit Teacher (name only: the email is their sign-in name).
 */
export function TeacherDialog({ editing, groupIDs, onClose, onSaved }: TeacherDialogProps) {
  const adding = !editing;
  const form = useFormFields<Values>({ email: editing?.email ?? '', first: editing?.first ?? '', last: editing?.last ?? '' }, (v) => ({
    email: !adding ? undefined : !isEmail(v.email) ? messages.emailInvalid : undefined,
    first: v.first.trim() ? undefined : messages.firstNameRequired,
    last: v.last.trim() ? undefined : messages.lastNameRequired,
  }));
  const [saving, setSaving] = useState(false);
  const lookup = useTeacherLookup(form.values.email, adding);
  const found = lookup.status === 'done' ? lookup.result.teacher : null;

  // A teacher who already has an account keeps their own name: fill it in, once per answer
  // (not on every render, or it would undo the user's own typing).
  const { set } = form;
  useEffect(() => {
    if (!found) return;
    set('first', found.first);
    set('last', found.last);
  }, [found]); // `set` is a new function each render; `found` alone decides

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form.check()) return;
    setSaving(true);
    try {
      const { outcome } = await call(saveSubTeacher, {
        body: {
          ...(editing ? { ID: editing.id } : {}),
          email: editing ? (editing.email ?? '') : trimInput(form.values.email),
          first: form.values.first.trim(),
          last: form.values.last.trim(),
        },
      });
      toast.success(OUTCOME_TOAST[outcome]);
      onSaved();
    } catch (err) {
      const text = adding ? addFailureText(err) : failureText('update teacher', err);
      if (text) toast.error(text);
      setSaving(false);
    }
  }

  const status = lookupText(lookup, groupIDs);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={adding ? text.addTeacher : text.editTeacher}
      description={adding ? text.addLead : text.editLead}
    >
      <form onSubmit={save} noValidate className="form">
        <div className="teachers-email-group">
          <Field
            label={text.email}
            type="email"
            autoComplete="off"
            readOnly={!adding}
            maxLength={254}
            {...form.bind('email')}
            error={form.shown('email')}
            hint={adding ? undefined : text.emailFixed}
          />
          {adding ? (
            <p
              className={`teachers-lookup${status?.tone === 'warning' ? ' teachers-lookup-warning' : ''}`}
              role="status"
              aria-live="polite"
            >
              {status?.text ?? ''}
            </p>
          ) : null}
        </div>
        <div className="field-row">
          <Field label={text.firstName} autoComplete="off" maxLength={100} {...form.bind('first')} error={form.shown('first')} />
          <Field label={text.lastName} autoComplete="off" maxLength={100} {...form.bind('last')} error={form.shown('last')} />
        </div>
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {text.cancel}
          </Button>
          <Button type="submit" busy={saving}>
            {adding ? text.addTeacher : text.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
