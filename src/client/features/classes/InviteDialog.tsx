import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { messages } from '../../../shared/messages';
import type { ClassInfo } from '../../../shared/api/classes';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CopyButton } from './CopyButton';

/** The link a student opens to register straight into this class (ACB §2 Routes: /register). */
export const joinLink = (code: string, origin = window.location.origin) =>
  `${origin}/register?type=student&classcode=${encodeURIComponent(code)}`;

function CopyField({ label, value, copyLabel, mono }: { label: string; value: string; copyLabel: string; mono?: boolean }) {
  const id = useId();
  return (
    <div className="field copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-row">
        <input id={id} className={mono ? 'input input-code' : 'input'} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <CopyButton text={value} label="Copy" ariaLabel={copyLabel} />
      </div>
    </div>
  );
}

/** Invite Students: the join link and the class code to hand out, and how students use them. */
export function InviteDialog({
  classInfo,
  seatsFull = false,
  onClose,
}: {
  classInfo: ClassInfo;
  seatsFull?: boolean;
  onClose: () => void;
}) {
  const link = joinLink(classInfo.code);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Invite Students"
      description={
        <>
          Students join <strong>{classInfo.name}</strong> with this link or code.
        </>
      }
    >
      <div className="form">
        {seatsFull ? (
          <p className="seat-line seat-line-full" role="status">
            Your student seats are full. Students who use this code now are told: “{messages.classFull}”{' '}
            <Link to="/payment">Add seats</Link>
          </p>
        ) : null}
        <CopyField label="Join link" value={link} copyLabel="Copy join link" />
        <CopyField label="Class code" value={classInfo.code} copyLabel="Copy class code" mono />
        <section className="how-to-join" aria-labelledby="how-to-join-title">
          <h3 id="how-to-join-title">How students join</h3>
          <ol>
            <li>Open the join link, or go to the sign-up page, choose Students and type the class code.</li>
            <li>Enter their name and an email or username (students under 13 use a username).</li>
            <li>Choose a password and select Register: they are in the class right away.</li>
          </ol>
        </section>
        <div className="dialog-actions">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Dialog>
  );
}
