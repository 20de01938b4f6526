import { resetClassProgress, type ResetType } from '../../shared/api/quizzes';
import { messages } from '../../shared/messages';
import { call } from '../lib/api';
import { ConfirmDialog } from './ConfirmDialog';

interface ResetClassDialogProps {
  classID: string;
  className: string;
  type: ResetType;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Asks, then resets the pre-tests or post-evaluations of every student of one class
 * (POST /progress/resetclassprogress) with the spec's toast. Used on the class card (/classes)
 * and on the class progress report.
 */
export function ResetClassDialog({ classID, className, type, onClose, onDone }: ResetClassDialogProps) {
  const preTests = type === 'diagnostic';
  return (
    <ConfirmDialog
      title={preTests ? 'Reset class pre-tests' : 'Reset class post-evaluations'}
      question={`Reset the ${preTests ? 'pre-tests' : 'post-evaluations'} of every student in ${className}?`}
      confirmLabel="Reset"
      action={() => call(resetClassProgress, { body: { classID, type } })}
      successMessage={preTests ? messages.preTestsReset : messages.postEvalsReset}
      failureAction="reset the class"
      onClose={onClose}
      onDone={onDone}
    >
      Their current scores stay in the reports as prior attempts and show as "--"; each student can take the{' '}
      {preTests ? 'pre-test' : 'post-evaluation'} of every lesson again.
    </ConfirmDialog>
  );
}
