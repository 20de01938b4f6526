import { resetClassProgress, type ResetType } from '../../shared/api/quizzes';
import { messages } from '../../shared/messages';
import { call } from '../lib/api';
import { ConfirmDialog } from './ConfirmDialog';
import { teacherUiText } from './teacherText';

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
      title={preTests ? teacherUiText.resetClassPreTests : teacherUiText.resetClassPostEvals}
      question={preTests ? teacherUiText.resetPreTestsQuestion(className) : teacherUiText.resetPostEvalsQuestion(className)}
      confirmLabel={teacherUiText.reset}
      action={() => call(resetClassProgress, { body: { classID, type } })}
      successMessage={preTests ? messages.preTestsReset : messages.postEvalsReset}
      failureAction="reset the class"
      onClose={onClose}
      onDone={onDone}
    >
      {preTests ? teacherUiText.resetPreTestsKeeps : teacherUiText.resetPostEvalsKeeps}
    </ConfirmDialog>
  );
}
