import { useId } from 'react';
import { itemText } from '../../text';
import { QuestionHead } from '../QuestionHead';
import type { ItemProps } from '../types';

/** True or false: the statement, and a radio group "True" / "False". Answer: 'true' or 'false'. */
export function TrueFalseItem({ question, value, onChange, readOnly }: ItemProps<'truefalse'>) {
  const textId = useId();
  const options = [
    { value: 'true', label: itemText.true },
    { value: 'false', label: itemText.false },
  ];
  return (
    <fieldset className={readOnly ? 'question question-locked' : 'question'} aria-labelledby={textId}>
      <QuestionHead question={question} textId={textId} />
      <div className="choices choices-two">
        {options.map((o) => (
          <label key={o.value} className={value === o.value ? 'choice choice-selected' : 'choice'}>
            <input
              type="radio"
              name={`q-${question.id}`}
              value={o.value}
              checked={value === o.value}
              disabled={readOnly}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
