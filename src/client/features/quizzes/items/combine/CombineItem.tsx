import { useId } from 'react';
import { SpokenText } from '../../../readAloud/SpokenText';
import { itemText } from '../../text';
import { QuestionHead, listenIDOf } from '../QuestionHead';
import { SentenceField } from '../SentenceField';
import type { ItemProps } from '../types';

/**
 * Combine sentences: the two or three sentences as a list, and a text box for the one sentence
 * that joins them (with the joining words it must use, where the quiz has its key). Answer: the text typed.
 */
export function CombineItem({ question, value, onChange, readOnly }: ItemProps<'combine'>) {
  const textId = useId();
  const listID = useId();
  const listenID = listenIDOf(question);
  const required = question.require ?? [];
  return (
    <div className="question">
      <QuestionHead question={question} textId={textId} material={question.sentences} />
      <p id={listID} className="visually-hidden">
        {itemText.theSentences}
      </p>
      <ul className="item-material combine-sentences" lang="en" aria-labelledby={listID}>
        {question.sentences.map((sentence, i) => (
          <li key={i}>
            <SpokenText id={listenID} part={i + 1} text={sentence} />
          </li>
        ))}
      </ul>
      <SentenceField
        label={itemText.combineLabel}
        describedBy={textId}
        hint={
          required.length > 0 ? (
            <>
              {itemText.mustUse}{' '}
              {required.map((w, i) => (
                <span key={w}>
                  {i > 0 ? ', ' : null}
                  <strong lang="en">{w}</strong>
                </span>
              ))}
            </>
          ) : undefined
        }
        value={value}
        onChange={onChange}
        readOnly={readOnly}
      />
    </div>
  );
}
