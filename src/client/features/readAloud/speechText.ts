/**
 * Read-aloud text rules (issue 14), kept pure so they can be tested without a browser: what a
 * voice should say for the text on the screen, which word a `boundary` event points at, and how
 * a long text is cut into utterances.
 */

/** A range of characters, end not included. */
export interface TextRange {
  start: number;
  end: number;
}

/**
 * Marks on the screen that a voice would read badly: the gap of a blank question (___) is said
 * "blank", as a screen reader hears it; the arrow of the slides ("book → books") is said "becomes".
 */
const SAID_AS: readonly [RegExp, string][] = [
  [/_{3,}/y, 'blank'],
  [/→/y, 'becomes'],
];

/** The text to speak, and where each spoken character comes from in the text shown. */
export interface Speakable {
  text: string;
  /** For spoken character i: where its source starts in the shown text. */
  from: number[];
  /** For spoken character i: where its source ends in the shown text. */
  to: number[];
}

/** Issue 29: an apostrophe said as a word, so "dogs", "dogs'" and "dog's" sound apart. */
const APOSTROPHE_SAID: readonly [RegExp, string][] = [[/['’]/y, ' apostrophe ']];

const withoutApostrophes = (text: string) => text.replace(/['’]/g, '').trim().toLowerCase();

/**
 * Whether an option must be read with its apostrophes spelled out: another option differs from it
 * only in apostrophes ("dogs" / "dogs'" / "dog's"), which a voice says alike.
 */
export function spellsApostrophes(option: string, options: readonly string[]): boolean {
  if (!/['’]/.test(option)) return false;
  const bare = withoutApostrophes(option);
  return options.some((o) => o !== option && withoutApostrophes(o) === bare);
}

export function speakable(shown: string, spellApostrophes = false): Speakable {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let i = 0;
  const rules = spellApostrophes ? [...SAID_AS, ...APOSTROPHE_SAID] : SAID_AS;
  outer: while (i < shown.length) {
    for (const [pattern, said] of rules) {
      pattern.lastIndex = i;
      const match = pattern.exec(shown);
      if (match) {
        const end = i + match[0].length;
        text += said;
        for (let k = 0; k < said.length; k++) (from.push(i), to.push(end));
        i = end;
        continue outer;
      }
    }
    text += shown[i];
    from.push(i);
    to.push(i + 1);
    i++;
  }
  return { text, from, to };
}

/** A range of the spoken text as a range of the shown text (a spoken "blank" covers the whole ___). */
export function shownRange(say: Speakable, spoken: TextRange): TextRange | null {
  if (spoken.end <= spoken.start || spoken.start < 0 || spoken.end > say.text.length) return null;
  return { start: say.from[spoken.start]!, end: say.to[spoken.end - 1]! };
}

const SPACE = /\s/;
/** Punctuation a voice does not say as a word, dropped from the end of a highlighted word. */
const TRAILING = /[.,;:!?"'”’)\]]/;

/**
 * The word a `boundary` event points at: from `charIndex` for `charLength` characters when the
 * browser gives a length (Chrome does), else to the end of the word. Null when the index is
 * outside the text or on nothing but spaces.
 */
export function wordRangeAt(text: string, charIndex: number, charLength?: number): TextRange | null {
  if (!Number.isInteger(charIndex) || charIndex < 0 || charIndex >= text.length) return null;
  let start = charIndex;
  while (start < text.length && SPACE.test(text[start]!)) start++;
  if (start >= text.length) return null;
  let end: number;
  if (charLength !== undefined && Number.isInteger(charLength) && charLength > 0 && charIndex + charLength > start) {
    end = Math.min(text.length, charIndex + charLength);
  } else {
    end = start;
    while (end < text.length && !SPACE.test(text[end]!)) end++;
    while (end > start + 1 && TRAILING.test(text[end - 1]!)) end--;
  }
  while (end > start && SPACE.test(text[end - 1]!)) end--;
  return end > start ? { start, end } : null;
}

/** Longest utterance: Chrome's online voices stop by themselves after about 15 seconds of speech. */
export const MAX_CHUNK = 200;

/** A piece of a text spoken as one utterance; `start` is where it begins in the text. */
export interface Chunk {
  text: string;
  start: number;
}

/**
 * Cuts a text into utterances of at most `max` characters: whole sentences where they fit, else
 * at the last space before the limit. The pieces put back together are the text, so a boundary's
 * charIndex plus the piece's start is an index in the whole text.
 */
export function speechChunks(text: string, max = MAX_CHUNK): Chunk[] {
  if (text.trim() === '') return [];
  if (text.length <= max) return [{ text, start: 0 }];
  // Sentence ends: . ! ? (and closing quotes) followed by spaces.
  const sentences: Chunk[] = [];
  const pattern = /[^.!?]*(?:[.!?]+["”’)]*(?:\s+|$)|$)/g;
  for (let m = pattern.exec(text); m && m[0] !== ''; m = pattern.exec(text)) sentences.push({ text: m[0], start: m.index });
  const pieces: Chunk[] = [];
  for (const sentence of sentences) {
    let rest = sentence;
    while (rest.text.length > max) {
      const cut = rest.text.lastIndexOf(' ', max);
      const at = cut > 0 ? cut + 1 : max;
      pieces.push({ text: rest.text.slice(0, at), start: rest.start });
      rest = { text: rest.text.slice(at), start: rest.start + at };
    }
    if (rest.text) pieces.push(rest);
  }
  // Short sentences travel together up to the limit.
  const chunks: Chunk[] = [];
  for (const piece of pieces) {
    const last = chunks[chunks.length - 1];
    if (last && last.text.length + piece.text.length <= max) last.text += piece.text;
    else chunks.push({ ...piece });
  }
  return chunks.filter((c) => c.text.trim() !== '');
}

/** A piece of a shown text: a word (letters and digits, with inner apostrophes or hyphens), a blank's ___, or what lies between. */
export interface Token {
  text: string;
  start: number;
  kind: 'word' | 'gap' | 'other';
}

const TOKENS = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*|_{3,}|[^\p{L}\p{M}\p{N}_]+|_{1,2}/gu;

/** The shown text in tokens that put together make the text again (the highlight marks word tokens). */
export function textTokens(text: string): Token[] {
  return [...text.matchAll(TOKENS)].map((m) => ({
    text: m[0],
    start: m.index,
    kind: m[0].startsWith('___') ? 'gap' : /[\p{L}\p{N}]/u.test(m[0]) ? 'word' : 'other',
  }));
}
