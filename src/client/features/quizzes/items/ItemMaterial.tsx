import type { KeylessQuestion } from '../../../../shared/api/content';
import { tokensOf } from '../../../../shared/content/items';
import { itemText } from '../text';
import { shownCardOrder } from './sort/SortItem';
import type { ShownItem } from './types';

type AnyShown = { [T in KeylessQuestion['type']]: ShownItem<T> }[KeylessQuestion['type']];

/**
 * What an item is about, under its question, for the answer screens (the teacher's answer key,
 * a student's review): the sentence, the sentences to join, the passage, the groups and cards.
 * With `marked` and the key, the words to fix are underlined and each card is under its group.
 */
export function ItemMaterial({ question, marked }: { question: AnyShown; marked: boolean }) {
  switch (question.type) {
    case 'find':
    case 'proofread': {
      const text = question.type === 'find' ? question.sentence : question.passage;
      const wrong = new Set(
        !marked ? [] : question.type === 'find' ? (question.wrong ?? []) : (question.errors ?? []).map((e) => e.index),
      );
      return (
        <p className="key-material" lang="en">
          {tokensOf(text).map((token, i) => (
            <span key={i}>
              {i > 0 ? ' ' : null}
              {wrong.has(i) ? <mark className="key-mistake">{token}</mark> : token}
            </span>
          ))}
          {wrong.size > 0 ? <span className="visually-hidden"> ({itemText.mistakesMarked})</span> : null}
        </p>
      );
    }
    case 'fix':
      return (
        <p className="key-material" lang="en">
          {question.sentence}
        </p>
      );
    case 'combine':
      return (
        <div className="key-material">
          <ul lang="en">
            {question.sentences.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ul>
          {question.require?.length ? (
            <p className="key-require">
              {itemText.mustUse} <strong lang="en">{question.require.join(', ')}</strong>
            </p>
          ) : null}
        </div>
      );
    case 'sort': {
      const cards = question.cards as readonly { text: string; group?: number }[];
      if (marked && cards.every((c) => c.group !== undefined)) {
        return (
          <dl className="key-material key-groups" lang="en">
            {question.groups.map((g, gi) => (
              <div key={gi}>
                <dt>{g}</dt>
                <dd>{cards.filter((c) => c.group === gi).map((c) => c.text).join(' · ')}</dd>
              </div>
            ))}
          </dl>
        );
      }
      return (
        <div className="key-material">
          <p className="key-require">
            {itemText.groups} <span lang="en">{question.groups.join(' · ')}</span>
          </p>
          <p className="key-require">{itemText.cards}</p>
          <ul lang="en">
            {shownCardOrder(cards).map((i) => (
              <li key={i}>{cards[i]!.text}</li>
            ))}
          </ul>
        </div>
      );
    }
    default:
      return null;
  }
}
