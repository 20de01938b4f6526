import { useState, type FormEvent } from 'react';
import { adminDeleteStudent, adminStudentData, type AdminUserRow } from '../../../shared/api/admin';
import { studentDataMessages } from '../../../shared/messages';
import { call, failureText } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { adminText as text } from './text';

const fullName = (row: AdminUserRow) => `${row.first} ${row.last}`;
/** What the admin types to confirm a delete: the name the student signs in with. */
const signInName = (row: AdminUserRow) => row.username ?? row.email ?? '';

/** Saves a JSON document as a file in the browser's downloads (nothing is kept on this device). */
function saveJson(data: unknown, fileName: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'student';

/**
 * A student row's data tools (issue 15): download everything stored about the student as JSON,
 * and delete the student with all of it after the admin types their username.
 */
export function StudentDataActions({ row, onDeleted }: { row: AdminUserRow; onDeleted: () => void }) {
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function exportData() {
    setExporting(true);
    try {
      const data = await call(adminStudentData, { query: { userID: row.id } });
      saveJson(data, `sentence-lab-student-${fileSafe(signInName(row))}-${data.exportedAt.slice(0, 10)}.json`);
    } catch (err) {
      const text = failureText('export the student’s data', err);
      if (text) toast.error(text);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        className="button-small"
        aria-label={text.exportDataOf(fullName(row))}
        busy={exporting}
        onClick={() => void exportData()}
      >
        {text.exportData}
      </Button>
      <Button variant="danger" className="button-small" aria-label={text.deleteName(fullName(row))} onClick={() => setDeleting(true)}>
        {text.delete}
      </Button>
      {deleting ? (
        <DeleteStudentDialog
          row={row}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            setDeleting(false);
            onDeleted();
          }}
        />
      ) : null}
    </>
  );
}

function DeleteStudentDialog({ row, onClose, onDeleted }: { row: AdminUserRow; onClose: () => void; onDeleted: () => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const login = signInName(row);
  const name = fullName(row);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (typed.trim().toLowerCase() !== login.toLowerCase()) {
      setError(typed.trim() ? studentDataMessages.confirmMismatch : studentDataMessages.confirmLogin);
      return;
    }
    setWorking(true);
    try {
      await call(adminDeleteStudent, { body: { userID: row.id, confirm: typed.trim() } });
      toast.success(studentDataMessages.deleted(name));
      onDeleted();
    } catch (err) {
      const text = failureText('delete the student', err);
      if (text) setError(text);
      setWorking(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !working && onClose()}
      title={text.deleteQuestion(name)}
      description={text.deleteExplained}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={text.typeToConfirm(login)}
          name="confirmStudentLogin"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          error={error ?? undefined}
          onChange={(e) => {
            setTyped(e.target.value);
            setError(null);
          }}
        />
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={working}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={working}>
            {text.deleteStudentAndData}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
