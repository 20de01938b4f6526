import type { SpeechState } from './speech';

/**
 * Marks the word being said (issue 14) in the SpokenText that shows it: the word's spans get the
 * class `spoken-word` (a blank's gap: `spoken-gap`). Only classes change, never the text.
 */
let lit: Element[] = [];

/** Shows `state`'s word, or nothing. */
export function paintSpokenWord(state: SpeechState): void {
  lit.forEach((el) => el.classList.remove('spoken-word', 'spoken-gap'));
  lit = [];
  const word = state.word;
  if (!state.id || !word) return;
  const root = [...document.querySelectorAll(`[data-spoken-part="${word.part}"]`)].find(
    (el) => el.getAttribute('data-spoken') === state.id,
  );
  if (!root) return;
  for (const el of root.querySelectorAll('[data-s]')) {
    const start = Number(el.getAttribute('data-s'));
    const end = Number(el.getAttribute('data-e'));
    if (start < word.end && end > word.start) {
      el.classList.add(el.classList.contains('blank-gap') ? 'spoken-gap' : 'spoken-word');
      lit.push(el);
    }
  }
}
