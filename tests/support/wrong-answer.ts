import type { Question } from '../../src/shared/api/content';
import { tokensOf } from '../../src/shared/content/items';

/** A wrong answer of the item's own kind, encoded as a save carries it (API and browser tests alike). */
export function wrongAnswer(q: Question): string {
  switch (q.type) {
    case 'choice':
      return q.options.find((o) => !o.isAnswer)!.option;
    case 'truefalse':
      return String(!q.answer);
    case 'find':
      // One word that is right: a single position, so a second try can unmark it.
      return String(tokensOf(q.sentence).findIndex((_, i) => !q.wrong.includes(i)));
    case 'sort':
      return q.cards.map((c) => (c.group + 1) % q.groups.length).join(',');
    case 'proofread':
      return `${q.errors[0]!.index}=zzz`;
    case 'fix':
      return `${q.sentence} zzz`;
    case 'combine':
      return q.sentences.join(' ');
    default:
      return 'zzz';
  }
}
