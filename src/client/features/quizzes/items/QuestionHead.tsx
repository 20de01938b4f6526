import { ListenButton } from '../../readAloud/ListenButton';
import { SpokenText } from '../../readAloud/SpokenText';
import { quizText } from '../text';

/** The read-aloud id of a question: its head's Listen button and every text it reads. */
export const listenIDOf = (question: { id: string }) => `question-${question.id}`;

interface QuestionHeadProps {
  question: { id: string; text: string };
  /** The id the item's group or field is labelled by. */
  textId: string;
  /** Draws ___ as the blank question's gap. */
  gaps?: boolean;
  /**
   * English the Listen button reads after the question, in order (the sentence, the sentences to
   * join, the passage): the item shows each as part 1, 2, ... of the same read-aloud id, so the
   * word being said is marked there too.
   */
  material?: readonly string[];
}

/**
 * The question (English, lang="en") and its Listen button (issue 14; also Alt+Shift+R). The
 * button goes under the text on a phone.
 */
export function QuestionHead({ question, textId, gaps = false, material = [] }: QuestionHeadProps) {
  const listenID = listenIDOf(question);
  return (
    <div className="question-head">
      <p id={textId} className="question-text" lang="en">
        <SpokenText id={listenID} text={question.text} gaps={gaps} />
      </p>
      <ListenButton
        id={listenID}
        parts={[question.text, ...material].map((text) => ({ text, language: 'en' as const }))}
        label={quizText.listenToQuestion}
        withText
        shortcut
      />
    </div>
  );
}
