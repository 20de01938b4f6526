import type { Locator, Page } from '@playwright/test';
import type { Question } from '../../../src/shared/api/content';
import { tokensOf } from '../../../src/shared/content/items';
import { expect } from './fixtures';

/**
 * Answering every item type on the page (src/client/features/quizzes/items), as a student does:
 * by mouse (typing where the type is typed), or by keyboard alone (Tab, arrow keys, Space and
 * Enter). An answer is given encoded as the save contract carries it (src/shared/content/items.ts).
 * Quizzes and practice (item-types.spec.ts, practice.spec.ts) both use these.
 */

/** The words the item screens are found by, in English and in Spanish. */
export const LABELS = {
  en: {
    questionOf: (n: number, total: number) => `Question ${n} of ${total}`,
    check: 'Check',
    next: 'Next',
    finish: 'Finish',
    yourAnswer: 'Your answer',
    true: 'True',
    false: 'False',
    sentence: 'The sentence',
    passage: 'The passage',
    fixLabel: 'Your corrected sentence',
    combineLabel: 'Your sentence (one sentence)',
    groupFor: (card: string) => `Group for “${card}”`,
    retype: (word: string) => `Retype “${word}”`,
    yourChanges: 'Your changes',
    allSorted: 'Every card has a group.',
    marked: (n: number) => `${n} ${n === 1 ? 'word' : 'words'} marked.`,
  },
  es: {
    questionOf: (n: number, total: number) => `Pregunta ${n} de ${total}`,
    check: 'Revisar',
    next: 'Siguiente',
    finish: 'Terminar',
    yourAnswer: 'Tu respuesta',
    true: 'Verdadero',
    false: 'Falso',
    sentence: 'La oración',
    passage: 'El texto',
    fixLabel: 'Tu oración corregida',
    combineLabel: 'Tu oración (una sola oración)',
    groupFor: (card: string) => `Grupo de “${card}”`,
    retype: (word: string) => `Vuelve a escribir “${word}”`,
    yourChanges: 'Tus cambios',
    allSorted: 'Todas las tarjetas tienen grupo.',
    marked: (n: number) => `${n} ${n === 1 ? 'palabra marcada' : 'palabras marcadas'}.`,
  },
};
export type Labels = (typeof LABELS)['en'];
export const EN = LABELS.en;

export const wordsOf = (page: Page, name: string) => page.getByRole('group', { name }).getByRole('button');
export const cardGroup = (page: Page, card: string, L: Labels = EN) => page.getByRole('radiogroup', { name: L.groupFor(card) });

/** Presses Tab until `target` has the focus (the keyboard's only way around the page). */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Presses a key `n` times. */
export async function press(page: Page, key: string, n: number) {
  for (let i = 0; i < n; i++) await page.keyboard.press(key);
}

/** Gives an encoded answer with the mouse (and typing where the type is typed). */
export async function answerByMouse(page: Page, q: Question, value: string, L: Labels = EN) {
  switch (q.type) {
    case 'choice':
      await page.getByRole('radio', { name: value, exact: true }).check();
      return;
    case 'blank':
      await page.getByRole('textbox', { name: L.yourAnswer }).fill(value);
      return;
    case 'truefalse':
      await page.getByRole('radio', { name: value === 'true' ? L.true : L.false, exact: true }).click();
      return;
    case 'find': {
      const words = wordsOf(page, L.sentence);
      for (const i of value.split(',').map(Number)) {
        await words.nth(i).click();
        await expect(words.nth(i)).toHaveAttribute('aria-pressed', 'true');
      }
      await expect(page.getByText(L.marked(value.split(',').length))).toBeVisible();
      return;
    }
    case 'fix': {
      const box = page.getByRole('textbox', { name: L.fixLabel });
      // The box starts as the sentence, for the student to correct.
      await expect(box).toHaveValue(q.sentence);
      await box.fill(value);
      return;
    }
    case 'combine':
      await page.getByRole('textbox', { name: L.combineLabel }).fill(value);
      return;
    case 'sort': {
      const groups = value.split(',').map(Number);
      for (const [ci, card] of q.cards.entries()) {
        await cardGroup(page, card.text, L).getByRole('radio', { name: q.groups[groups[ci]!]!, exact: true }).check();
      }
      await expect(page.getByText(L.allSorted)).toBeVisible();
      return;
    }
    case 'proofread': {
      const tokens = tokensOf(q.passage);
      const words = wordsOf(page, L.passage);
      for (const line of value.split('\n')) {
        const at = line.indexOf('=');
        const i = Number(line.slice(0, at));
        const text = line.slice(at + 1);
        await words.nth(i).click();
        const field = page.getByRole('textbox', { name: L.retype(tokens[i]!) });
        // Prefilled with the word.
        await expect(field).toHaveValue(tokens[i]!);
        await field.fill(text);
        await field.press('Enter');
        await expect(field).toHaveCount(0);
      }
      const changes = page.getByRole('region', { name: L.yourChanges });
      await expect(changes.getByRole('listitem')).toHaveCount(value.split('\n').length);
      return;
    }
  }
}

/** Gives an encoded answer with the keyboard alone: Tab, arrow keys, Space and Enter (and typing a typed answer). */
export async function answerByKeyboard(page: Page, q: Question, value: string) {
  switch (q.type) {
    case 'truefalse': {
      const first = page.getByRole('radio', { name: 'True', exact: true });
      await tabTo(page, first);
      if (value === 'true') await page.keyboard.press('Space');
      else await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: value === 'true' ? 'True' : 'False', exact: true })).toBeChecked();
      return;
    }
    case 'find': {
      const words = wordsOf(page, 'The sentence');
      // One Tab stop for the whole sentence; the arrow keys move between its words.
      await tabTo(page, words.first());
      let at = 0;
      for (const i of value.split(',').map(Number)) {
        await press(page, 'ArrowRight', i - at);
        at = i;
        await expect(words.nth(i)).toBeFocused();
        await page.keyboard.press('Space');
        await expect(words.nth(i)).toHaveAttribute('aria-pressed', 'true');
      }
      // Enter unmarks and marks again, like Space.
      await page.keyboard.press('Enter');
      await expect(words.nth(at)).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.press('Enter');
      await expect(words.nth(at)).toHaveAttribute('aria-pressed', 'true');
      return;
    }
    case 'fix': {
      const box = page.getByRole('textbox', { name: 'Your corrected sentence' });
      await tabTo(page, box);
      if (value !== q.sentence) {
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(value);
      }
      await expect(box).toHaveValue(value);
      return;
    }
    case 'combine': {
      const box = page.getByRole('textbox', { name: 'Your sentence (one sentence)' });
      await tabTo(page, box);
      await page.keyboard.type(value);
      await expect(box).toHaveValue(value);
      return;
    }
    case 'sort': {
      const groups = value.split(',').map(Number);
      // The cards in the order the page shows them; each a radio group: Tab into it, arrows to the group.
      const shown = await page.locator('.sort-card .sort-card-text').allInnerTexts();
      expect(shown.sort()).toEqual(q.cards.map((c) => c.text).sort());
      const inPage = await page.locator('.sort-card .sort-card-text').allInnerTexts();
      for (const text of inPage) {
        const ci = q.cards.findIndex((c) => c.text === text);
        const radios = cardGroup(page, text).getByRole('radio');
        await tabTo(page, radios.first());
        if (groups[ci] === 0) await page.keyboard.press('Space');
        else await press(page, 'ArrowRight', groups[ci]!);
        await expect(radios.nth(groups[ci]!)).toBeChecked();
      }
      return;
    }
    case 'proofread': {
      const tokens = tokensOf(q.passage);
      const words = wordsOf(page, 'The passage');
      const changes = page.getByRole('region', { name: 'Your changes' });
      await tabTo(page, words.first());
      let at = 0;
      const goTo = async (i: number) => {
        await press(page, i > at ? 'ArrowRight' : 'ArrowLeft', Math.abs(i - at));
        at = i;
        await expect(words.nth(i)).toBeFocused();
      };
      // Escape cancels: nothing changes and the focus is back on the word.
      await goTo(1);
      await page.keyboard.press('Enter');
      const cancelled = page.getByRole('textbox', { name: `Retype “${tokens[1]}”` });
      await expect(cancelled).toBeFocused();
      await page.keyboard.type('zzz');
      await page.keyboard.press('Escape');
      await expect(cancelled).toHaveCount(0);
      await expect(words.nth(1)).toBeFocused();
      await expect(changes).toContainText('No changes yet.');
      for (const line of value.split('\n')) {
        const eq = line.indexOf('=');
        const i = Number(line.slice(0, eq));
        const text = line.slice(eq + 1);
        await goTo(i);
        await page.keyboard.press('Enter');
        const field = page.getByRole('textbox', { name: `Retype “${tokens[i]}”` });
        await expect(field).toBeFocused();
        await expect(field).toHaveValue(tokens[i]!);
        await press(page, 'Backspace', tokens[i]!.length);
        await page.keyboard.type(text);
        await page.keyboard.press('Enter');
        // Enter keeps the change (and does not check the answer): the focus is back on the word, now changed.
        await expect(field).toHaveCount(0);
        await expect(words.nth(i)).toBeFocused();
        await expect(words.nth(i)).toContainText(text);
      }
      await expect(changes.getByRole('listitem')).toHaveCount(value.split('\n').length);
      return;
    }
    default:
      await answerByMouse(page, q, value);
  }
}
