import { useId } from 'react';
import { quizText } from '../../text';
import { QuestionHead } from '../QuestionHead';
import type { ItemProps } from '../types';

/** A blank: the question with its gap, and a text field for the missing word(s). */
export function BlankItem({ question, value, onChange, readOnly }: ItemProps<'blank'>) {
  const inputId = useId();
  const textId = useId();
  return (
    <div className="question">
      <QuestionHead question={question} textId={textId} gaps />
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
          aria-describedby={textId}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}
