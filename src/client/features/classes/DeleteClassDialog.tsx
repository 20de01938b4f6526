import { useState } from 'react';
import { deleteClass, type ClassInfo } from '../../../shared/api/classes';
import { messages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { failureText } from './failureText';

/** Asks before a class is deleted, naming it; its students keep their accounts. */
export function DeleteClassDialog({ classInfo, onClose, onDeleted }: { classInfo: ClassInfo; onClose: () => void; onDeleted: () => void }) {
  const [deleting, setDeleting] = useState(false);
  const count = classInfo.classSize;

  async function confirm() {
    setDeleting(true);
    try {
      await call(deleteClass, { params: { id: classInfo.id } });
      toast.success(messages.classDeleted);
      onDeleted();
    } catch (err) {
      const text = failureText('delete class', err);
      if (text) toast.error(text);
      setDeleting(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !deleting && onClose()} title="Delete class" description={<>Delete the class <strong>{classInfo.name}</strong>?</>}>
      <p>
        {count === 0
          ? 'The class has no students.'
          : `Its ${count} ${count === 1 ? 'student leaves' : 'students leave'} the class and can join another one with its code.`}{' '}
        Student accounts, scores, progress and badges are kept. The class and its code cannot be brought back.
      </p>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void confirm()} busy={deleting}>
          Delete class
        </Button>
      </div>
    </Dialog>
  );
}
