import { deleteClass, type ClassInfo } from '../../../shared/api/classes';
import { messages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Emphasis, strong } from '../../ui/Emphasis';
import { classesText } from './text';

/** Asks before a class is deleted, naming it; its students keep their accounts. */
export function DeleteClassDialog({ classInfo, onClose, onDeleted }: { classInfo: ClassInfo; onClose: () => void; onDeleted: () => void }) {
  const count = classInfo.classSize;
  return (
    <ConfirmDialog
      title={classesText.deleteClass}
      question={<Emphasis text={classesText.deleteQuestion(strong(classInfo.name))} />}
      confirmLabel={classesText.deleteClass}
      action={() => call(deleteClass, { params: { id: classInfo.id } })}
      successMessage={messages.classDeleted}
      failureAction="delete class"
      onClose={onClose}
      onDone={onDeleted}
    >
      {`${count === 0 ? classesText.noStudents : classesText.studentsLeave(count)} ${classesText.deleteKeeps}`}
    </ConfirmDialog>
  );
}
