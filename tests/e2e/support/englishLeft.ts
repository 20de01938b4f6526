import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { englishCatalogues, isComposed } from '../../../src/shared/i18n/runtime';
import { messages as compiledSpanish } from '../../../src/locales/compiled/es';

/**
 * Finds English interface text left on a page shown in Spanish (issue 14), two ways:
 * - whole messages: a text on the page that is, word for word, an English message of a catalogue
 *   (those `catalogueModules` load) whose Spanish differs;
 * - words: a word only English interface text uses — every word of the string literals of the
 *   modules that call defineMessages, less every word the Spanish catalogue uses too.
 * Content marked lang="en" (the grammar taught: course, lesson, quiz and topic names) and the
 * names a test passes (people, classes, codes) are not interface text. The options of a select
 * are: each is read when its select is shown (a closed select's options have no box of their own).
 */

/** The string literals of a TypeScript file (quoted and template parts), crudely: for vocabulary only. */
function literals(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

function* tsFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* tsFiles(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

/** Every text of the compiled Spanish catalogue's messages. */
function spanishTexts(): string[] {
  const texts: string[] = [];
  // Translations quote the English words they teach (“their”, “there”): a quoted word is not Spanish.
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value.replace(/“[^”]*”/g, ' '));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  Object.values(compiledSpanish).forEach(collect);
  return texts;
}

export const wordsOf = (texts: Iterable<string>): Set<string> => {
  const words = new Set<string>();
  for (const text of texts) for (const w of text.toLowerCase().match(/\p{L}[\p{L}'’-]*\p{L}/gu) ?? []) if (w.length >= 3) words.add(w);
  return words;
};

/**
 * Everyday English words an untranslated interface string would carry even when no catalogue has
 * it (a string written inline): checked like the catalogues' words. None is also a Spanish word.
 */
const COMMON_ENGLISH = `the and you your for with this that are not from have has will can all more new what how when where which
  who why about after before back next previous open close save cancel delete edit add remove settings account sign log password
  email name first last class student students teacher teachers lesson lessons course courses quiz quizzes score scores progress
  badge badges report help contact privacy policy terms use home page start finish check correct wrong answer answers question
  questions loading saved sent try again show hide dark theme language menu skip main content version welcome dashboard profile
  listen read aloud write writing done yes here there some any each every only just also still very been being would could should
  they them their our out off over under into than then now today day days week month year time left right`.split(/\s+/);

let englishOnly: Set<string> | null = null;
function englishOnlyWords(): Set<string> {
  if (englishOnly) return englishOnly;
  const files = [...tsFiles('src')].filter(
    (p) => !p.includes(join('src', 'locales')) && readFileSync(p, 'utf8').includes('defineMessages('),
  );
  englishOnly = wordsOf(files.flatMap(literals));
  const spanish = wordsOf(spanishTexts());
  // Dates the page writes in Spanish (Intl): their month names are Spanish words ('nov', 'dic'…).
  for (const month of [...Array(12).keys()]) {
    for (const style of ['long', 'short'] as const) {
      for (const w of wordsOf([new Intl.DateTimeFormat('es', { month: style }).format(new Date(2026, month, 15))])) spanish.add(w);
    }
  }
  for (const w of spanish) englishOnly.delete(w);
  for (const w of COMMON_ENGLISH) if (!spanish.has(w)) englishOnly.add(w);
  return englishOnly;
}

/** The English string messages (of the catalogues loaded so far) whose Spanish is another text. */
function untranslatedWhole(): Set<string> {
  const out = new Set<string>();
  for (const [namespace, catalogue] of englishCatalogues) {
    for (const [key, message] of Object.entries(catalogue)) {
      if (typeof message !== 'string' || isComposed(message)) continue;
      const spanish = compiledSpanish[`${namespace}.${key}`];
      const same = Array.isArray(spanish) && spanish.length === 1 && spanish[0] === message;
      if (!same && message.trim().length > 1) out.add(message.trim());
    }
  }
  return out;
}

/**
 * The interface text of the page: every rendered text node (the options of a shown select
 * included) and every aria-label, title, placeholder and alt, outside content marked lang="en".
 */
export function interfaceText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    // Content is marked lang="en" inside the page (<html lang> is the interface's own language).
    const isContent = (el: Element | null) => !el || el.closest('body [lang="en"], script, style, noscript') !== null;
    // An option (or optgroup) has no box while its select is closed: it is shown when its select is.
    const box = (el: Element) => el.closest('select') ?? el;
    const shown = (el: Element) =>
      (box(el) as HTMLElement).checkVisibility?.({ visibilityProperty: true } as CheckVisibilityOptions) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || isContent(parent) || !shown(parent!)) continue;
      out.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt], optgroup[label], option[label]')) {
      if (isContent(el) || !shown(el)) continue;
      const names = el.matches('optgroup, option') ? ['aria-label', 'title', 'label'] : ['aria-label', 'title', 'placeholder', 'alt'];
      for (const name of names) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** The English left on the page, each with the text it was found in; empty when there is none. */
export async function englishLeft(page: Page, names: readonly string[]): Promise<string[]> {
  const allowed = wordsOf(names);
  const whole = untranslatedWhole();
  const vocabulary = englishOnlyWords();
  const found: string[] = [];
  for (const text of await interfaceText(page)) {
    if (whole.has(text)) {
      found.push(`the English message “${text}”`);
      continue;
    }
    // Words in quotation marks are cited, not spoken: a Spanish lesson name quotes the English it
    // teaches (Comas con “yes”, “no”…).
    const said = text.replace(/“[^”]*”/g, ' ');
    const english = [...wordsOf([said])].filter((w) => vocabulary.has(w) && !allowed.has(w));
    if (english.length > 0) found.push(`${english.join(', ')} in “${text}”`);
  }
  return found;
}

/** Fails the test with the English found on a screen shown in Spanish (once no call is loading). */
export async function expectNoEnglish(page: Page, screen: string, names: readonly string[]) {
  await expect(page.locator('.loading-overlay')).toHaveCount(0);
  expect(await englishLeft(page, names), `English left on ${screen}`).toEqual([]);
}

/** A picture of the page in `folder` (under test-results/), to be looked at. */
export async function screenshotTo(folder: string, page: Page, name: string) {
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}.png` });
}
