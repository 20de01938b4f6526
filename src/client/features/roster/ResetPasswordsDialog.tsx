import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { ClassInfo } from '../../../shared/api/classes';
import { bulkResetPasswords } from '../../../shared/api/roster';
import { rosterMessages } from '../../../shared/rosterMessages';
import { call, failureText } from '../../lib/api';
import { getSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { keepLoginCards, type LoginCard } from './loginCards';
import { signInAddress } from './signInAddress';
import { NewLoginsTable } from './RosterTables';
import { Emphasis, strong } from '../../ui/Emphasis';
import { rosterText } from './text';
import './roster.css';

interface ResetPasswordsDialogProps {
  cls: ClassInfo;
  /** The picked students: their name and what they sign in with (two "Anna Smith" told apart). */
  students: { id: string; name: string; login: string }[];
  onClose: () => void;
  onDone: () => void;
}

/** New generated passwords for the selected students, shown once and printable as login cards. */
export function ResetPasswordsDialog({ cls, students: picked, onClose, onDone }: ResetPasswordsDialogProps) {
  const navigate = useNavigate();
  // The students as they were picked: clearing the selection once done must not change what the
  // dialog says ("New passwords for 0 students" over three new passwords, issue 29).
  const [students] = useState(picked);
  const [working, setWorking] = useState(false);
  const [cards, setCards] = useState<LoginCard[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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
      // Said in the dialog, not in a toast that would sit over its buttons.
      setCards(made);
      setFailure(null);
      onDone();
    } catch (err) {
      const text = failureText('reset passwords', err);
      if (text) setFailure(text);
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
          rosterText.newPasswordsFor(cards.length, cls.name)
        ) : (
          <Emphasis text={rosterText.resetQuestion(students.length, strong(cls.name))} />
        )
      }
    >
      <div className="roster-dialog">
        {cards ? (
          <>
            <p className="visually-hidden" role="status">
              {rosterMessages.passwordsReset(cards.length)}
            </p>
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
            <div className="table-scroll roster-table-scroll roster-reset-names">
              <table className="roster-table" aria-label={rosterText.studentsToReset}>
                <thead>
                  <tr>
                    <th scope="col">{rosterText.name}</th>
                    <th scope="col">{rosterText.username}</th>
                  </tr>
                </thead>
                <tbody>
                  {students.map((s) => (
                    <tr key={s.id}>
                      <th scope="row">{s.name}</th>
                      <td className="roster-mono">{s.login}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p>{rosterText.resetExplained}</p>
            {failure ? (
              <p className="notice notice-error" role="alert">
                {failure}
              </p>
            ) : null}
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
