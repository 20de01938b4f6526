import { deleteClass, type ClassInfo } from '../../../shared/api/classes';
import { messages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** Asks before a class is deleted, naming it; its students keep their accounts. */
export function DeleteClassDialog({ classInfo, onClose, onDeleted }: { classInfo: ClassInfo; onClose: () => void; onDeleted: () => void }) {
  const count = classInfo.classSize;
  return (
    <ConfirmDialog
      title="Delete class"
      question={
        <>
          Delete the class <strong>{classInfo.name}</strong>?
        </>
      }
      confirmLabel="Delete class"
      action={() => call(deleteClass, { params: { id: classInfo.id } })}
      successMessage={messages.classDeleted}
      failureAction="delete class"
      onClose={onClose}
      onDone={onDeleted}
    >
      {count === 0
        ? 'The class has no students.'
        : `Its ${count} ${count === 1 ? 'student leaves' : 'students leave'} the class and can join another one with its code.`}{' '}
      Student accounts, scores, progress and badges are kept. The class and its code cannot be brought back.
    </ConfirmDialog>
  );
}
