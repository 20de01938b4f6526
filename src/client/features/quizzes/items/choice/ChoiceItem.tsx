import { useId } from 'react';
import { ListenButton } from '../../../readAloud/ListenButton';
import { SpokenText } from '../../../readAloud/SpokenText';
import { spellsApostrophes } from '../../../readAloud/speechText';
import { itemText, quizText } from '../../text';
import { CheckIcon } from '../../../../ui/learningIcons';
import { QuestionHead, listenIDOf } from '../QuestionHead';
import type { ItemProps } from '../types';

/** A choice: a radio group of the options, each with its own speaker. Answer: the option's text. */
export function ChoiceItem({ question, value, onChange, readOnly, rightOption }: ItemProps<'choice'> & { rightOption?: string }) {
  const textId = useId();
  const listenID = listenIDOf(question);
  const options = question.options.map((o) => o.option);
  // Not a disabled fieldset after Check: its listen buttons stay usable; the radios are disabled one by one.
  return (
    <fieldset className={readOnly ? 'question question-locked' : 'question'} aria-labelledby={textId}>
      <QuestionHead question={question} textId={textId} />
      <div className="choices">
        {question.options.map((o, i) => (
          <div key={i} className="choice-item">
            <label
              className={`${value === o.option ? 'choice choice-selected' : 'choice'}${readOnly && rightOption === o.option ? ' choice-right' : ''}`}
            >
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
              {/* Issue 29: after a wrong answer in practice, the right option is marked where it stands. */}
              {readOnly && rightOption === o.option ? (
                <span className="choice-right-mark" data-testid="right-option">
                  <CheckIcon /> {itemText.rightOptionMark}
                </span>
              ) : null}
            </label>
            <ListenButton
              id={`${listenID}-option-${i}`}
              parts={[{ text: o.option, language: 'en', spellApostrophes: spellsApostrophes(o.option, options) }]}
              label={quizText.listenToAnswer(o.option)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
