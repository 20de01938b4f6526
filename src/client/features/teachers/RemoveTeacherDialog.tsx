import { useState } from 'react';
import { moveSubTeacherClasses, removeSubTeacher, type SubTeacher } from '../../../shared/api/teachers';
import { extraMessages, messages } from '../../../shared/messages';
import { call, failureText } from '../../lib/api';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import { Emphasis, strong } from '../../ui/Emphasis';
import { teachersText as text } from './text';

interface RemoveTeacherDialogProps {
  teacher: SubTeacher;
  /** Who may take the teacher's classes: the group's other teachers and the super-teacher. */
  receivers: { id: string; name: string }[];
  onClose: () => void;
  onRemoved: () => void;
  /** Classes moved: the list's student counts changed. */
  onMoved: () => void;
}

/**
 * Asks before a teacher leaves the group. Their account keeps its classes and students but has no
 * seats, so their students could not open lessons: the dialog says so and offers to move the
 * classes (students and results with them) to another teacher of the group first.
 */
export function RemoveTeacherDialog({ teacher, receivers, onClose, onRemoved, onMoved }: RemoveTeacherDialogProps) {
  const [students, setStudents] = useState(teacher.totalStudents);
  const [to, setTo] = useState(receivers[0]?.id ?? '');
  const [moving, setMoving] = useState(false);
  const name = `${teacher.first} ${teacher.last}`;

  async function moveClasses() {
    const receiver = receivers.find((r) => r.id === to);
    if (!receiver) return;
    setMoving(true);
    try {
      const moved = await call(moveSubTeacherClasses, { body: { fromID: teacher.id, toID: receiver.id } });
      toast.success(extraMessages.classesMoved(moved.classes, receiver.name));
      setStudents(0);
      onMoved();
    } catch (err) {
      const text = failureText('move the classes', err);
      if (text) toast.error(text);
    } finally {
      setMoving(false);
    }
  }

  return (
    <ConfirmDialog
      title={text.removeTeacher}
      question={<Emphasis text={text.removeQuestion(strong(name))} />}
      confirmLabel={text.removeTeacher}
      action={() => call(removeSubTeacher, { body: { ID: teacher.id } })}
      successMessage={messages.teacherRemoved}
      failureAction="remove teacher"
      onClose={onClose}
      onDone={onRemoved}
    >
      <p>{text.seatFreed}</p>
      {students > 0 ? (
        <div className="seat-line seat-line-full remove-warning" role="status">
          <p>{text.studentsStranded(name, students, teacher.first)}</p>
          {receivers.length ? (
            <div className="move-row">
              <label className="field">
                <span className="field-label">{text.moveClassesTo}</span>
                <select className="input" value={to} onChange={(e) => setTo(e.target.value)}>
                  {receivers.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.name}
                    </option>
                  ))}
                </select>
              </label>
              <Button variant="secondary" busy={moving} onClick={() => void moveClasses()}>
                {text.moveClasses}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
