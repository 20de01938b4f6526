import { useEffect, useId } from 'react';
import { SpokenText } from '../../../readAloud/SpokenText';
import { Button } from '../../../../ui/Button';
import { itemText } from '../../text';
import { QuestionHead, listenIDOf } from '../QuestionHead';
import type { ItemProps } from '../types';
import { SentenceField } from '../SentenceField';

/**
 * Fix the sentence: the sentence with its mistake, and a text box that starts as that sentence
 * for the student to correct. Answer: the text typed.
 */
export function FixItem({ question, value, onChange, readOnly }: ItemProps<'fix'>) {
  const textId = useId();
  // The box starts as the sentence: that is the answer until the student changes it (an
  // unchanged sentence gets its own feedback). A box the student emptied stays empty.
  useEffect(() => {
    if (value === '' && !readOnly) onChange(question.sentence);
  }, []); // only when the question opens
  return (
    <div className="question">
      <QuestionHead question={question} textId={textId} material={[question.sentence]} />
      <p className="item-material item-sentence" lang="en">
        <SpokenText id={listenIDOf(question)} part={1} text={question.sentence} />
      </p>
      <SentenceField label={itemText.fixLabel} hint={itemText.fixHint} describedBy={textId} value={value} onChange={onChange} readOnly={readOnly} />
      {!readOnly && value !== question.sentence ? (
        <div className="item-actions">
          <Button variant="ghost" onClick={() => onChange(question.sentence)}>
            {itemText.startOver}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
