import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as compiledSpanish } from '../../src/locales/compiled/es';
import { translateSpanish } from '../../src/locales/spanish';
import { setLanguageSource, setTranslator } from '../../src/shared/i18n/runtime';
import { contentLang, courseDescription, courseName, lessonDescription, lessonName } from '../../src/client/features/courses/contentNames';

/**
 * Course and lesson names and descriptions in Spanish (issue 30): every course and lesson of the
 * shipped pack has a Spanish name and description that the screens' functions show in the Spanish
 * interface, none empty or left in English, and the English words a description cites (the grammar
 * taught) stay English. A lesson the pack does not ship keeps its own text.
 */

const CURRICULUM = 'src/server/content/curriculum';
type Named = { id: string; name: string; description: string };
const courses = JSON.parse(readFileSync(join(CURRICULUM, 'courses.json'), 'utf8')) as Named[];
const lessonsDir = join(CURRICULUM, 'lessons');
const lessons = readdirSync(lessonsDir).flatMap((course) =>
  readdirSync(join(lessonsDir, course)).map((file) => JSON.parse(readFileSync(join(lessonsDir, course, file), 'utf8')) as Named),
);

let language: 'en' | 'es' = 'es';
beforeAll(() => {
  setLanguageSource(() => language);
  setTranslator('es', translateSpanish);
});
afterAll(() => setLanguageSource(() => 'en'));

/** Each shown text of the pack in Spanish beside its English. */
const shown = (): [id: string, english: string, spanish: string][] => [
  ...courses.flatMap((c): [string, string, string][] => [
    [`courseNames.${c.id}`, c.name, courseName(c)],
    [`courseDescriptions.${c.id}`, c.description, courseDescription(c)],
  ]),
  ...lessons.flatMap((l): [string, string, string][] => [
    [`lessonNames.${l.id}`, l.name, lessonName(l)],
    [`lessonDescriptions.${l.id}`, l.description, lessonDescription(l)],
  ]),
];

describe('course and lesson names and descriptions in Spanish', () => {
  it('reads the whole shipped pack', () => {
    expect(courses).toHaveLength(6);
    expect(lessons.length).toBeGreaterThanOrEqual(60);
  });

  it('has a Spanish name and description for every course and lesson, none empty and none left in English', () => {
    language = 'es';
    const missing = shown()
      .filter(([id]) => !(id in compiledSpanish))
      .map(([id]) => id);
    expect(missing).toEqual([]);
    const empty = shown().filter(([, , spanish]) => spanish.trim() === '');
    expect(empty).toEqual([]);
    // No text is the same in both languages today; one that is (a name spelled alike) would be listed here with its reason.
    const sameAsEnglish = shown().filter(([, english, spanish]) => spanish === english);
    expect(sameAsEnglish).toEqual([]);
  });

  it('keeps the English words a description cites, in quotes', () => {
    language = 'es';
    const lost: string[] = [];
    for (const [id, english, spanish] of shown()) {
      for (const [, cited] of english.matchAll(/"([^"]+)"/g)) {
        const words = (cited ?? '').replace(/[.,]+$/, '');
        if (!spanish.includes(`“${words}`)) lost.push(`${id}: “${words}”`);
      }
    }
    expect(lost).toEqual([]);
    expect(lessonDescription(lessons.find((l) => l.id === 'mu-commonly-confused-words')!)).toContain('“their”, “there” y “they’re”');
  });

  it('translates only the shipped pack: no translation for a course or lesson it does not have', () => {
    const ids = new Set(shown().map(([id]) => id));
    const extra = Object.keys(compiledSpanish).filter((id) => /^(course|lesson)(Names|Descriptions)\./.test(id) && !ids.has(id));
    expect(extra).toEqual([]);
  });

  it('shows a lesson the pack does not ship (a teacher’s own) with its own text, and English in the English interface', () => {
    language = 'es';
    const own = { id: 'class-7b-poetry-week', name: 'Poetry Week', description: 'Our own lesson on poems.' };
    expect(lessonName(own)).toBe('Poetry Week');
    expect(lessonDescription(own)).toBe('Our own lesson on poems.');
    expect(contentLang(lessonName(own), own.name)).toBe('en');
    const nouns = lessons.find((l) => l.id === 'pos-nouns')!;
    expect(lessonName(nouns)).toBe('Sustantivos');
    expect(contentLang(lessonName(nouns), nouns.name)).toBeUndefined();
    language = 'en';
    expect(lessonName(nouns)).toBe('Nouns');
    expect(lessonDescription(nouns)).toBe(nouns.description);
    expect(courseName(courses[0]!)).toBe(courses[0]!.name);
    expect(courseDescription(courses[0]!)).toBe(courses[0]!.description);
    expect(contentLang(lessonName(nouns), nouns.name)).toBe('en');
  });
});
