import { useId } from 'react';
import type { KeylessQuestion } from '../../../shared/api/content';

interface QuestionViewProps {
  /** Only what the student sees: a post-evaluation comes without its key. */
  question: KeylessQuestion;
  value: string;
  onChange: (value: string) => void;
  /** After Check the answer can no longer change. */
  readOnly: boolean;
}

/** The sentence of a blank question with its ___ drawn as a gap. */
function BlankText({ text }: { text: string }) {
  const parts = text.split(/_{3,}/);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 ? (
            <span className="blank-gap">
              <span className="visually-hidden">blank</span>
            </span>
          ) : null}
        </span>
      ))}
    </>
  );
}

/** One question: a radio group for a choice question, a text field for a blank. */
export function QuestionView({ question, value, onChange, readOnly }: QuestionViewProps) {
  const inputId = useId();
  if (question.type === 'choice') {
    return (
      <fieldset className="question" disabled={readOnly}>
        <legend className="question-text">{question.text}</legend>
        <div className="choices">
          {question.options.map((o, i) => (
            <label key={i} className={value === o.option ? 'choice choice-selected' : 'choice'}>
              <input type="radio" name={`q-${question.id}`} value={o.option} checked={value === o.option} onChange={() => onChange(o.option)} />
              <span>{o.option}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <div className="question">
      <p className="question-text">
        <BlankText text={question.text} />
      </p>
      <div className="field blank-field">
        <label htmlFor={inputId}>Your answer</label>
        <input
          id={inputId}
          className="input"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={500}
          value={value}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}
