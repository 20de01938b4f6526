import { useState, type FormEvent } from 'react';
import { saveProfile } from '../../../shared/api/account';
import type { User } from '../../../shared/api/auth';
import { isEmail, trimInput } from '../../../shared/domain/credentials';
import { RoleID } from '../../../shared/domain/roles';
import { messages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { replaceUser } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { useFormFields } from '../../ui/useFormFields';
import { accountFailure } from '../account/failures';
import { profileText } from './text';

type DetailsValues = { first: string; last: string; signIn: string };

/** A Google student in a class imported from Google Classroom: Classroom owns their name and class (the server refuses changes too). */
export const classroomManaged = (user: User): boolean =>
  user.roleID === RoleID.Student && user.socialType === 'google' && Boolean(user.classes[0]?.googleCourseID);

/** ACB §5 Profile: first and last required; a teacher's email required and valid; a student's email or username required. */
export function detailsErrors(values: DetailsValues, isStudent: boolean): Partial<Record<keyof DetailsValues, string>> {
  const errors: Partial<Record<keyof DetailsValues, string>> = {};
  if (!values.first.trim()) errors.first = messages.firstNameRequired;
  if (!values.last.trim()) errors.last = messages.lastNameRequired;
  const signIn = trimInput(values.signIn);
  if (isStudent) {
    if (!signIn) errors.signIn = messages.emailOrUsernameRequired;
    else if (signIn.includes('@') && !isEmail(signIn)) errors.signIn = messages.emailInvalid;
  } else if (!isEmail(signIn)) {
    errors.signIn = messages.teacherEmailInvalid;
  }
  return errors;
}

/** First name, last name and the sign-in name (a Google account's is managed by Google). */
export function ProfileDetailsForm({ user }: { user: User }) {
  const isStudent = user.roleID === RoleID.Student;
  const isGoogle = user.socialType === 'google';
  // Google Classroom owns a Classroom student's name (issue 26): shown, not edited here.
  const namesLocked = classroomManaged(user);
  const form = useFormFields<DetailsValues>(
    () => ({ first: user.first, last: user.last, signIn: (isStudent ? (user.username ?? user.email) : user.email) ?? '' }),
    (values) => detailsErrors(values, isStudent),
  );
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form.check()) return void toast.error(messages.checkForm);
    const signIn = trimInput(form.values.signIn);
    setSaving(true);
    try {
      const saved = await call(saveProfile, {
        body: {
          id: user.id,
          first: form.values.first.trim(),
          last: form.values.last.trim(),
          // A student's one field goes in both; the server files it as an email or a username.
          email: signIn,
          username: isStudent ? signIn : user.username,
          gender: user.gender,
        },
      });
      await replaceUser(saved);
      toast.success(messages.profileUpdated);
    } catch (err) {
      toast.error(accountFailure(err, 'update your profile', { 409: messages.studentInUse }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card profile-card" aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading">{profileText.yourDetails}</h2>
      <form onSubmit={save} noValidate className="form">
        <div className="field-row">
          <Field
            label={profileText.firstName}
            autoComplete="given-name"
            disabled={namesLocked}
            {...form.bind('first')}
            error={form.shown('first')}
          />
          <Field
            label={profileText.lastName}
            autoComplete="family-name"
            disabled={namesLocked}
            {...form.bind('last')}
            error={form.shown('last')}
          />
        </div>
        {namesLocked ? <p className="field-hint">{profileText.classroomNamesHint}</p> : null}
        <Field
          label={isStudent ? profileText.emailOrUsername : profileText.email}
          type={isStudent ? 'text' : 'email'}
          autoComplete={isStudent ? 'username' : 'email'}
          autoCapitalize="none"
          spellCheck={false}
          disabled={isGoogle}
          hint={isGoogle ? profileText.signInWithGoogleHint : profileText.signInWithThis}
          {...form.bind('signIn')}
          error={form.shown('signIn')}
        />
        {namesLocked ? null : (
          <div className="profile-actions">
            <Button type="submit" busy={saving}>
              {profileText.saveProfile}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
