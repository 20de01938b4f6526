import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { messages } from '../../../shared/messages';
import type { ClassInfo } from '../../../shared/api/classes';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CopyButton } from './CopyButton';
import { Emphasis, strong } from '../../ui/Emphasis';
import { classesText } from './text';

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
        <CopyButton text={value} label={classesText.copy} ariaLabel={copyLabel} />
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
      title={classesText.inviteStudents}
      description={<Emphasis text={classesText.inviteLead(strong(classInfo.name))} />}
    >
      <div className="form">
        {seatsFull ? (
          <p className="seat-line seat-line-full" role="status">
            {classesText.seatsFull(messages.classFull)} <Link to="/payment">{classesText.addSeats}</Link>
          </p>
        ) : null}
        <CopyField label={classesText.joinLink} value={link} copyLabel={classesText.copyJoinLink} />
        <CopyField label={classesText.classCode} value={classInfo.code} copyLabel={classesText.copyClassCode} mono />
        <section className="how-to-join" aria-labelledby="how-to-join-title">
          <h3 id="how-to-join-title">{classesText.howStudentsJoin}</h3>
          <ol>
            <li>{classesText.joinStep1}</li>
            <li>{classesText.joinStep2}</li>
            <li>{classesText.joinStep3}</li>
          </ol>
        </section>
        <div className="dialog-actions">
          <Button onClick={onClose}>{classesText.done}</Button>
        </div>
      </div>
    </Dialog>
  );
}
