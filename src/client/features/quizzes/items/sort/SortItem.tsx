import { useId, useMemo, type CSSProperties } from 'react';
import { encodeGroups, parseGroups } from '../../../../../shared/domain/items';
import { ListenButton } from '../../../readAloud/ListenButton';
import { SpokenText } from '../../../readAloud/SpokenText';
import { itemText } from '../../text';
import { QuestionHead, listenIDOf } from '../QuestionHead';
import type { ItemProps } from '../types';

/** FNV-1a: the same number for the same text on every device. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The cards in the order they are shown: by a hash of their text, so the pack's order (often
 * group by group) gives nothing away, and the same on every visit. The answer stays in card order.
 */
export const shownCardOrder = (cards: readonly { text: string }[]): number[] =>
  cards.map((_, i) => i).sort((a, b) => hashOf(cards[a]!.text) - hashOf(cards[b]!.text) || a - b);

/**
 * Sort: each card has a radio group of the groups (Tab from card to card, arrow keys choose),
 * never drag-and-drop. On a wide screen the board has a column per group and one for the cards
 * not sorted yet, and each card stands in its column: the card's place in the page (and so the
 * focus and the Tab order) never changes, only the grid column it is drawn in.
 * Answer: each card's group in card order.
 */
export function SortItem({ question, value, onChange, readOnly }: ItemProps<'sort'>) {
  const textId = useId();
  const listenID = listenIDOf(question);
  const order = useMemo(() => shownCardOrder(question.cards), [question.cards]);
  const placed = parseGroups(value, question.cards.length);
  const left = placed.filter((g) => g === null).length;
  const place = (card: number, group: number) => {
    const next = [...placed];
    next[card] = group;
    onChange(encodeGroups(next));
  };
  // Column 1 holds the cards not sorted yet; group g is column g + 2.
  const board = { '--sort-columns': question.groups.length + 1 } as CSSProperties;
  return (
    <div className={readOnly ? 'question question-locked' : 'question'}>
      <QuestionHead question={question} textId={textId} />
      <p className="item-hint">{itemText.sortHint}</p>
      <div className="sort-board" style={board} role="list" aria-labelledby={textId}>
        <p className="sort-column-head" aria-hidden="true" style={{ gridColumn: 1 }}>
          {itemText.notSorted}
        </p>
        {question.groups.map((g, gi) => (
          <p key={gi} className="sort-column-head" aria-hidden="true" lang="en" style={{ gridColumn: gi + 2 }}>
            {g}
          </p>
        ))}
        {order.map((ci) => {
          const card = question.cards[ci]!;
          const group = placed[ci] ?? null;
          const cardListen = `${listenID}-card-${ci}`;
          return (
            <div
              key={ci}
              role="listitem"
              className={group === null ? 'sort-card' : 'sort-card sort-card-placed'}
              style={{ '--sort-column': group === null ? 1 : group + 2 } as CSSProperties}
            >
              <div className="sort-card-top">
                <p id={`${textId}-card-${ci}`} className="sort-card-text" lang="en">
                  <SpokenText id={cardListen} text={card.text} />
                </p>
                <ListenButton id={cardListen} parts={[{ text: card.text, language: 'en' }]} label={itemText.listenToCard(card.text)} />
              </div>
              <div role="radiogroup" aria-label={itemText.groupFor(card.text)} className="sort-options">
                {question.groups.map((g, gi) => (
                  <label key={gi} className={group === gi ? 'sort-option sort-option-selected' : 'sort-option'}>
                    <input
                      type="radio"
                      name={`q-${question.id}-card-${ci}`}
                      value={gi}
                      checked={group === gi}
                      disabled={readOnly}
                      onChange={() => place(ci, gi)}
                    />
                    <span lang="en">{g}</span>
                  </label>
                ))}
              </div>
            </div>
          );
        })}
      </div>
      {readOnly ? null : <p className="item-hint">{itemText.cardsLeft(left)}</p>}
    </div>
  );
}
