import { useId } from 'react';
import type { KeylessQuestion } from '../../../shared/api/content';
import { ListenButton } from '../readAloud/ListenButton';
import { SpokenText } from '../readAloud/SpokenText';
import { quizText } from './text';

interface QuestionViewProps {
  /** Only what the student sees: a post-evaluation comes without its key. */
  question: KeylessQuestion;
  value: string;
  onChange: (value: string) => void;
  /** After Check the answer can no longer change. */
  readOnly: boolean;
}

/** One question: a radio group for a choice question, a text field for a blank. */
export function QuestionView({ question, value, onChange, readOnly }: QuestionViewProps) {
  const inputId = useId();
  const textId = useId();
  // Read-aloud (issue 14): the question (also with Alt+Shift+R) and each option; the text shown
  // highlights the word being said. The grammar is English, so an English voice reads it.
  const listenID = `question-${question.id}`;
  const head = (
    <div className="question-head">
      <p id={textId} className="question-text" lang="en">
        <SpokenText id={listenID} text={question.text} gaps={question.type === 'blank'} />
      </p>
      <ListenButton id={listenID} parts={[{ text: question.text, language: 'en' }]} label={quizText.listenToQuestion} withText shortcut />
    </div>
  );
  if (question.type === 'choice') {
    // Not a disabled fieldset after Check: its listen buttons stay usable; the radios are disabled one by one.
    return (
      <fieldset className={readOnly ? 'question question-locked' : 'question'} aria-labelledby={textId}>
        {head}
        <div className="choices">
          {question.options.map((o, i) => (
            <div key={i} className="choice-item">
              <label className={value === o.option ? 'choice choice-selected' : 'choice'}>
                <input
                  type="radio"
                  name={`q-${question.id}`}
                  value={o.option}
                  checked={value === o.option}
                  disabled={readOnly}
                  onChange={() => onChange(o.option)}
                />
                <span lang="en">
                  <SpokenText id={`${listenID}-option-${i}`} text={o.option} />
                </span>
              </label>
              <ListenButton
                id={`${listenID}-option-${i}`}
                parts={[{ text: o.option, language: 'en' }]}
                label={quizText.listenToAnswer(o.option)}
              />
            </div>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <div className="question">
      {head}
      <div className="field blank-field">
        <label htmlFor={inputId}>{quizText.yourAnswer}</label>
        <input
          id={inputId}
          className="input"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          lang="en"
          maxLength={500}
          value={value}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}
