import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { ClassInfo } from '../../../shared/api/classes';
import { bulkResetPasswords } from '../../../shared/api/roster';
import { rosterMessages } from '../../../shared/rosterMessages';
import { call, failureText } from '../../lib/api';
import { getSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { keepLoginCards, type LoginCard } from './loginCards';
import { signInAddress } from './signInAddress';
import { NewLoginsTable } from './RosterTables';
import { Emphasis, strong } from '../../ui/Emphasis';
import { rosterText } from './text';
import './roster.css';

interface ResetPasswordsDialogProps {
  cls: ClassInfo;
  students: { id: string; name: string }[];
  onClose: () => void;
  onDone: () => void;
}

/** New generated passwords for the selected students, shown once and printable as login cards. */
export function ResetPasswordsDialog({ cls, students, onClose, onDone }: ResetPasswordsDialogProps) {
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  const [cards, setCards] = useState<LoginCard[] | null>(null);

  async function reset() {
    setWorking(true);
    try {
      const answer = await call(bulkResetPasswords, { body: { classID: cls.id, studentIDs: students.map((s) => s.id) } });
      const made = answer.students.map((s) => ({ first: s.first, last: s.last, login: s.login, password: s.password }));
      keepLoginCards({
        classID: answer.classID,
        className: answer.className,
        classCode: answer.classCode,
        signInUrl: signInAddress(answer.signInUrl, window.location.origin),
        cards: made,
        ownerID: getSession().user?.id ?? '',
      });
      setCards(made);
      toast.success(rosterMessages.passwordsReset(made.length));
      onDone();
    } catch (err) {
      const text = failureText('reset passwords', err);
      if (text) toast.error(text);
    } finally {
      setWorking(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !working && onClose()}
      title={rosterText.resetPasswordsTitle}
      description={
        cards ? (
          rosterText.newPasswordsFor(students.length, cls.name)
        ) : (
          <Emphasis text={rosterText.resetQuestion(students.length, strong(cls.name))} />
        )
      }
    >
      <div className="roster-dialog">
        {cards ? (
          <>
            <NewLoginsTable cards={cards} />
            <div className="dialog-actions">
              <Button variant="secondary" onClick={onClose}>
                {rosterText.done}
              </Button>
              <Button onClick={() => void navigate({ to: '/classes/$classID/cards', params: { classID: cls.id } })}>
                {rosterText.printCards}
              </Button>
            </div>
          </>
        ) : (
          <>
            <ul className="roster-reset-names">
              {students.map((s) => (
                <li key={s.id}>{s.name}</li>
              ))}
            </ul>
            <p>{rosterText.resetExplained}</p>
            <div className="dialog-actions">
              <Button variant="secondary" onClick={onClose} disabled={working}>
                {rosterText.cancel}
              </Button>
              <Button variant="danger" onClick={() => void reset()} busy={working}>
                {rosterText.resetPasswords}
              </Button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
