import { useId } from 'react';
import { tokensOf } from '../../../../../shared/content/items';
import { encodePositions, parsePositions } from '../../../../../shared/domain/items';
import { itemText } from '../../text';
import { QuestionHead, listenIDOf } from '../QuestionHead';
import { tokenStarts, useRovingFocus } from '../roving';
import type { ItemProps } from '../types';

/**
 * Find the mistake: the sentence's words as toggle buttons (aria-pressed); one Tab stop, the
 * arrow keys move between the words, Space or Enter marks one. Answer: the marked positions.
 */
export function FindItem({ question, value, onChange, readOnly }: ItemProps<'find'>) {
  const textId = useId();
  const hintId = useId();
  const tokens = tokensOf(question.sentence);
  const starts = tokenStarts(tokens);
  const marked = new Set(parsePositions(value));
  const roving = useRovingFocus(tokens.length);
  const toggle = (i: number) => {
    const next = new Set(marked);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    onChange(encodePositions([...next]));
  };
  return (
    <div className={readOnly ? 'question question-locked' : 'question'}>
      <QuestionHead question={question} textId={textId} material={[question.sentence]} />
      <div
        role="group"
        aria-label={itemText.theSentence}
        aria-describedby={`${textId} ${hintId}`}
        className="item-material word-row"
        data-spoken={listenIDOf(question)}
        data-spoken-part={1}
      >
        {tokens.map((token, i) => (
          <button
            key={i}
            type="button"
            className={marked.has(i) ? 'word word-marked' : 'word'}
            aria-pressed={marked.has(i)}
            disabled={readOnly}
            onClick={() => toggle(i)}
            {...roving.itemProps(i)}
          >
            <span lang="en" data-s={starts[i]} data-e={starts[i]! + token.length}>
              {token}
            </span>
          </button>
        ))}
      </div>
      <p id={hintId} className="item-hint">
        {readOnly ? null : (
          <>
            {itemText.findHint} <span className="keyboard-hint">{itemText.wordsHint}</span>{' '}
          </>
        )}
        <strong>{itemText.markedCount(marked.size)}</strong>
      </p>
    </div>
  );
}
