/**
 * A strict allow-list HTML sanitizer for student writing (no DOM needed: it runs on the
 * server before a text is stored and before it is answered, and in the browser).
 *
 * The input is split into tokens the way an HTML tokenizer would (tags with quoted
 * attributes, end tags, comments, `<!...>` and `<?...>` declarations, text). Then:
 * - only ALLOWED_TAGS survive, always without a single attribute; `div` becomes `p`
 *   (the editor's line breaks in some browsers);
 * - every other tag is dropped but its text is kept, except for the elements whose
 *   content is not text for a reader (script, style, iframe, textarea, ...): those go
 *   with all they hold, up to their end tag or the end of the input;
 * - comments, declarations and unfinished tags at the end of the input are dropped;
 * - text is decoded once (character references) and escaped again, so what comes out
 *   can never open a tag or an attribute;
 * - the output is balanced: end tags close only what is open, and what is left open is
 *   closed at the end, so stored writing cannot close the page's own elements;
 * - like an HTML parser, a p, ul or ol closes an open p and an li closes the previous li of
 *   its list, so the stored HTML reads back into the structure it was saved with; elements
 *   that hold nothing are left out.
 * The result is stable: sanitizing it again gives the same string.
 */

export const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li'] as const;
const allowed = new Set<string>(ALLOWED_TAGS);
const VOID = new Set(['br']);
/** Start tags that close an open paragraph. */
const BLOCKS = new Set(['p', 'ul', 'ol']);
/** Tags whose content is dropped with them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'textarea',
  'title',
  'template',
  'object',
  'svg',
  'math',
  'plaintext',
]);
/** Other names mapped onto an allowed tag. */
const RENAMED: Record<string, string> = { div: 'p' };
/** Deeper nesting than this keeps its text but loses its tags. */
const MAX_DEPTH = 40;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '\u00a9',
  reg: '\u00ae',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bull: '\u2022',
  middot: '\u00b7',
  deg: '\u00b0',
  eacute: '\u00e9',
  frac12: '\u00bd',
};

/** Decodes character references (`&amp;`, `&#60;`, `&#x3C;`); unknown or malformed ones stay as typed. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,8}|#[0-9]{1,9}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[ref] ?? NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Escapes text for use between tags. */
export const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** NUL and C0/C1 control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; selfClosing: boolean }
  | { kind: 'end'; name: string };

const isNameStart = (ch: string | undefined) => !!ch && /[A-Za-z]/.test(ch);
const isSpace = (ch: string | undefined) => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\f';

/**
 * Reads a tag from `<` at `start` (name already known to start with a letter). Returns the
 * tag's name, whether it ends in `/>`, and the index after its `>`, or null when the input
 * ends before the tag does. Quoted attribute values may hold `>`.
 */
function readTag(input: string, start: number): { name: string; selfClosing: boolean; next: number } | null {
  let i = start;
  let name = '';
  while (i < input.length && !isSpace(input[i]) && input[i] !== '/' && input[i] !== '>') name += input[i++];
  let selfClosing = false;
  while (i < input.length) {
    const ch = input[i];
    if (ch === '>') return { name: name.toLowerCase(), selfClosing, next: i + 1 };
    if (ch === '"' || ch === "'") {
      // A quote opens a value only after `=`; elsewhere browsers take it as part of a name, and
      // scanning to its partner would only ever drop more, never less.
      const close = input.indexOf(ch, i + 1);
      if (close < 0) return null;
      i = close + 1;
      selfClosing = false;
      continue;
    }
    selfClosing = ch === '/' ? true : isSpace(ch) ? selfClosing : false;
    i++;
  }
  return null;
}

/** Where the element `name` (dropped with its content) ends: after its end tag, or the input's end. */
function skipElement(input: string, from: number, name: string): number {
  if (name === 'plaintext') return input.length;
  const lower = input.toLowerCase();
  let at = from;
  for (;;) {
    const found = lower.indexOf(`</${name}`, at);
    if (found < 0) return input.length;
    const after = lower[found + 2 + name.length];
    if (after === undefined) return input.length;
    if (isSpace(after) || after === '/' || after === '>') {
      const close = input.indexOf('>', found);
      return close < 0 ? input.length : close + 1;
    }
    at = found + 2;
  }
}

function* tokens(input: string): Generator<Token> {
  let i = 0;
  let text = '';
  const flush = function* (): Generator<Token> {
    if (text) yield { kind: 'text', text };
    text = '';
  };
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt < 0) {
      text += input.slice(i);
      break;
    }
    text += input.slice(i, lt);
    const next = input[lt + 1];
    if (input.startsWith('<!--', lt)) {
      yield* flush();
      const end = input.indexOf('-->', lt + 4);
      // `<!-->` and `<!--->` close at once in browsers; an unclosed comment runs to the end.
      if (input.startsWith('<!-->', lt)) i = lt + 5;
      else if (input.startsWith('<!--->', lt)) i = lt + 6;
      else i = end < 0 ? input.length : end + 3;
      continue;
    }
    if (next === '!' || next === '?' || (next === '/' && !isNameStart(input[lt + 2]) && input[lt + 2] !== undefined)) {
      // Declarations, processing instructions and `</ ...>` are bogus comments up to `>`.
      yield* flush();
      if (next === '/' && input[lt + 2] === '>') {
        i = lt + 3;
        continue;
      }
      const end = input.indexOf('>', lt + 2);
      i = end < 0 ? input.length : end + 1;
      continue;
    }
    if (next === '/' && isNameStart(input[lt + 2])) {
      yield* flush();
      const tag = readTag(input, lt + 2);
      if (!tag) {
        i = input.length;
        break;
      }
      yield { kind: 'end', name: tag.name };
      i = tag.next;
      continue;
    }
    if (isNameStart(next)) {
      yield* flush();
      const tag = readTag(input, lt + 1);
      if (!tag) {
        i = input.length;
        break;
      }
      if (DROP_WITH_CONTENT.has(tag.name)) {
        // `/>` does not end a non-void HTML element, so `<script/>` still holds what follows.
        i = skipElement(input, tag.next, tag.name);
        continue;
      }
      yield { kind: 'start', name: tag.name, selfClosing: tag.selfClosing };
      i = tag.next;
      continue;
    }
    // A `<` that starts no tag is text.
    text += '<';
    i = lt + 1;
  }
  yield* flush();
}

/** The sanitized HTML of `input` (see the module's comment for the rules). */
export function sanitizeHtml(input: string): string {
  const source = String(input ?? '').replace(CONTROL, '');
  const out: string[] = [];
  /** Open elements, each with where its start tag sits in `out`. */
  const open: { name: string; at: number }[] = [];
  const closeDownTo = (index: number) => {
    while (open.length > index) {
      const el = open.pop()!;
      // An element that holds nothing is left out altogether.
      if (out.length === el.at + 1) out.pop();
      else out.push(`</${el.name}>`);
    }
  };
  const lastOpen = (name: string, stopAt: readonly string[] = []) => {
    for (let i = open.length - 1; i >= 0; i--) {
      if (open[i]!.name === name) return i;
      if (stopAt.includes(open[i]!.name)) return -1;
    }
    return -1;
  };
  for (const token of tokens(source)) {
    if (token.kind === 'text') {
      const text = escapeText(decodeEntities(token.text).replace(CONTROL, ''));
      if (text) out.push(text);
      continue;
    }
    const name = RENAMED[token.name] ?? token.name;
    if (!allowed.has(name)) continue;
    if (token.kind === 'start') {
      if (VOID.has(name)) {
        out.push(`<${name}>`);
        continue;
      }
      if (token.selfClosing) continue;
      // As an HTML parser would: a paragraph or list closes an open paragraph (a list never sits
      // inside a p), and a list item closes the previous item of the same list. The stored
      // text then reads back into the same structure it was saved with.
      if (BLOCKS.has(name)) {
        const p = lastOpen('p');
        if (p >= 0) closeDownTo(p);
      }
      if (name === 'li') {
        const li = lastOpen('li', ['ul', 'ol']);
        if (li >= 0) closeDownTo(li);
      }
      if (open.length >= MAX_DEPTH) continue;
      open.push({ name, at: out.length });
      out.push(`<${name}>`);
      continue;
    }
    // An end tag closes the nearest open element of its name and everything opened inside it.
    if (VOID.has(name)) continue;
    const at = lastOpen(name);
    if (at >= 0) closeDownTo(at);
  }
  closeDownTo(0);
  return out.join('');
}

/** The text a reader sees in sanitized (or any) HTML: tags dropped, references decoded, blocks on their own lines. */
export function plainTextOf(html: string): string {
  const withBreaks = sanitizeHtml(html).replace(/<(br|\/p|\/li)>/g, '\n');
  return decodeEntities(withBreaks.replace(/<[^>]*>/g, ''));
}

/** Whether a text has nothing a reader would see (only tags and white space). */
export const isBlankHtml = (html: string): boolean => plainTextOf(html).replace(/[\s\u00a0]/g, '') === '';
