import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { User } from '../../../shared/api/auth';
import { messages } from '../../../shared/messages';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useJoinClass } from './useJoinClass';
import { classroomManaged } from './ProfileDetailsForm';
import { profileText } from './text';

/**
 * A student's class: the code of the class they are in, and joining another by its code.
 * `linkCode` is the classcode of a join link (/profile?classcode=...), joined once on arrival.
 */
export function ClassCodeForm({ user, linkCode }: { user: User; linkCode?: string }) {
  const navigate = useNavigate();
  const { join, joining, error, setError } = useJoinClass(user.id);
  const [code, setCode] = useState(linkCode ?? user.classCode ?? '');
  const current = user.classes[0];
  // Google Classroom owns a Classroom student's class (issue 26): the teacher moves them there.
  const locked = classroomManaged(user);

  // The link joins once; the query is then dropped so a reload does not join again.
  const followed = useRef(false);
  useEffect(() => {
    if (!linkCode || followed.current) return;
    followed.current = true;
    void join(linkCode)
      .then((joined) => joined && setCode(joined.code))
      .finally(() => void navigate({ to: '/profile', search: {}, replace: true }));
  }, [linkCode, join, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return void setError(messages.classCodeRequired);
    const joined = await join(code);
    if (joined) setCode(joined.code);
  }

  return (
    <section className="card profile-card" aria-labelledby="profile-class-heading">
      <h2 id="profile-class-heading">{profileText.yourClass}</h2>
      <p className="profile-class-now">
        {current ? (
          <>
            {profileText.youAreIn} <strong>{current.name}</strong>.
          </>
        ) : (
          profileText.notInClass
        )}
      </p>
      <form onSubmit={submit} noValidate className="form">
        <Field
          label={profileText.classCode}
          name="classCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          inputClassName="input-code"
          disabled={locked}
          hint={locked ? profileText.classroomClassHint : profileText.classCodeHint}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error}
        />
        {locked ? null : (
          <div className="profile-actions">
            <Button type="submit" busy={joining}>
              {profileText.joinClass}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
