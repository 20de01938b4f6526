import { messages } from '../../../shared/messages';
import { gradingText } from './gradingText';

/** A writing grade in words (LA §4): passed 'Looking good!', failed 'Check some of your work.'. */
export function GradeNote({ isCorrect }: { isCorrect: boolean }) {
  return (
    <p className={isCorrect ? 'grade-note grade-pass' : 'grade-note grade-fail'}>
      <span className="grade-mark" aria-hidden="true">
        {isCorrect ? '✓' : '!'}
      </span>
      <span>
        <span className="visually-hidden">{isCorrect ? gradingText.passedPrefix : gradingText.needsWorkPrefix}</span>
        {isCorrect ? messages.writingPassed : messages.writingFailed}
      </span>
    </p>
  );
}
