import { messages } from '../../../shared/messages';

/** A writing grade in words (LA §4): passed 'Looking good!', failed 'Check some of your work.'. */
export function GradeNote({ isCorrect }: { isCorrect: boolean }) {
  return (
    <p className={isCorrect ? 'grade-note grade-pass' : 'grade-note grade-fail'}>
      <span className="grade-mark" aria-hidden="true">
        {isCorrect ? '✓' : '!'}
      </span>
      <span>
        <span className="visually-hidden">{isCorrect ? 'Passed: ' : 'Needs work: '}</span>
        {isCorrect ? messages.writingPassed : messages.writingFailed}
      </span>
    </p>
  );
}
