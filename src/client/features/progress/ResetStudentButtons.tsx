import { useState } from 'react';
import { resetStudentProgress, type ResetType } from '../../../shared/api/quizzes';
import { messages } from '../../../shared/messages';
import { call } from '../../lib/api';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { teacherProgressText as text } from './teacherText';

const WHAT: Record<ResetType, () => { button: string; question: (name: string) => string; noun: string; done: string }> = {
  diagnostic: () => ({ button: text.resetPreTest, question: text.resetPreTestsOf, noun: 'pre-tests', done: messages.preTestReset }),
  postEval: () => ({ button: text.resetPostEval, question: text.resetPostEvalsOf, noun: 'post-evaluations', done: messages.postEvalReset }),
};

/** The words of a student reset (a menu item's label). */
export const resetLabel = (type: ResetType) => WHAT[type]().button;

/** The confirmation of one student's reset, then the call (LA §2, §7). */
export function ResetStudentConfirm({
  type,
  studentID,
  studentName,
  onClose,
  onDone,
}: {
  type: ResetType;
  studentID: string;
  studentName: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const what = WHAT[type]();
  return (
    <ConfirmDialog
      title={what.button}
      question={what.question(studentName)}
      confirmLabel={text.reset}
      action={() => call(resetStudentProgress, { body: { studentID, type } })}
      successMessage={what.done}
      failureAction={`reset the ${what.noun}`}
      onClose={onClose}
      onDone={onDone}
    >
      {text.resetKeeps(studentName)}
    </ConfirmDialog>
  );
}

/** "reset pre-test" and "reset post-evaluation" of one student (LA §2, §7), each after a confirmation. */
export function ResetStudentButtons({ studentID, studentName, onDone }: { studentID: string; studentName: string; onDone: () => void }) {
  const [asking, setAsking] = useState<ResetType | null>(null);
  return (
    <>
      {(Object.keys(WHAT) as ResetType[]).map((type) => (
        <Button key={type} variant="secondary" onClick={() => setAsking(type)}>
          {WHAT[type]().button}
        </Button>
      ))}
      {asking ? (
        <ResetStudentConfirm
          type={asking}
          studentID={studentID}
          studentName={studentName}
          onClose={() => setAsking(null)}
          onDone={() => {
            setAsking(null);
            onDone();
          }}
        />
      ) : null}
    </>
  );
}
