import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { ITEM_TYPES, type ItemType } from '../../shared/content/items';
import type { Lesson, Pack, Question } from '../../shared/content/schema';
import { STANDARDS } from '../../shared/content/standards';

/**
 * The rules the shipped curriculum keeps beyond a pack's schema (issue 28), and the figures
 * `npm run content:check` prints: coverage of every standard, totals by type, reading levels.
 * An operator's own pack (content:load) only needs checkPack; these are the shipped pack's bar.
 */
export const MIN_ITEMS_PER_STANDARD = 30;
export const MIN_TYPES_PER_STANDARD = 2;
export const MIN_BANK_ITEMS = 25;
export const CHOICE_OPTIONS = 4;
export const BANDS = ['3-5', '6-8', '9-10'] as const;

export interface StandardCoverage {
  id: string;
  lessons: string[];
  items: number;
  types: ItemType[];
}
export interface LessonReading {
  id: string;
  grades: string;
  /** Flesch-Kincaid grade of the lesson's explanations (feedback, hints, cards, slides). */
  level: number;
}
export interface CurriculumReport {
  problems: string[];
  coverage: StandardCoverage[];
  reading: LessonReading[];
  byType: Record<ItemType, number>;
  items: number;
  bankItems: number;
  illustrations: number;
}

export const itemsOf = (lesson: Lesson): Question[] => [...lesson.quizzes.flatMap((q) => q.questions), ...lesson.bank];

/** What a student reads as the item (for the duplicate rule). */
const shownText = (q: Question): string => {
  const extra = q.type === 'find' || q.type === 'fix' ? q.sentence : q.type === 'combine' ? q.sentences.join(' ') : q.type === 'proofread' ? q.passage : q.type === 'sort' ? q.cards.map((c) => c.text).join('|') : '';
  return `${q.text} ${extra}`.replace(/\s+/g, ' ').trim().toLowerCase();
};

/** The top grade of a band: "6-8" -> 8, "9-10" -> 10. */
const topGrade = (band: string) => Number(band.split('-').pop());

/** Unsafe SVG: scripts, event handlers, outside references, embedded HTML. */
const UNSAFE_SVG = /<script|\son[a-z]+\s*=|<foreignObject|(?:href|src)\s*=\s*["'](?!#)|javascript:/i;

export function checkCurriculum(pack: Pack): CurriculumReport {
  const problems: string[] = [];
  const byType = Object.fromEntries(ITEM_TYPES.map((t) => [t, 0])) as Record<ItemType, number>;
  const coverage = new Map<string, { lessons: Set<string>; items: number; types: Set<ItemType> }>(
    STANDARDS.map((s) => [s.id, { lessons: new Set(), items: 0, types: new Set() }]),
  );
  const seenText = new Map<string, string>();
  const reading: LessonReading[] = [];
  let items = 0;
  let bankItems = 0;
  let illustrations = 0;

  for (const lesson of pack.lessons) {
    const at = `lesson ${lesson.id}`;
    if (!(BANDS as readonly string[]).includes(lesson.grades)) problems.push(`${at}: grades must be one of ${BANDS.join(', ')}, found "${lesson.grades}"`);
    if (lesson.standards.length === 0) problems.push(`${at}: names no standards`);
    for (const s of lesson.standards) {
      const c = coverage.get(s);
      if (!c) problems.push(`${at}: standard ${s} is not in the list`);
      else c.lessons.add(lesson.id);
    }
    if (!lesson.illustration) problems.push(`${at}: has no illustration`);
    else {
      illustrations++;
      if (UNSAFE_SVG.test(lesson.illustration.svg)) problems.push(`${at}: the illustration has a script, an event handler or an outside reference`);
      if (!/viewBox=/.test(lesson.illustration.svg)) problems.push(`${at}: the illustration has no viewBox`);
    }
    if (lesson.bank.length < MIN_BANK_ITEMS) problems.push(`${at}: its bank has ${lesson.bank.length} items, fewer than ${MIN_BANK_ITEMS}`);
    bankItems += lesson.bank.length;

    const explanations: string[] = [
      ...lesson.definitionCards.map((d) => d.definition),
      ...lesson.slides.flatMap((s) => s.points),
    ];
    for (const q of itemsOf(lesson)) {
      const qAt = `${at} item ${q.id}`;
      items++;
      byType[q.type]++;
      if (!q.standard) problems.push(`${qAt}: names no standard`);
      else if (!lesson.standards.includes(q.standard)) problems.push(`${qAt}: checks ${q.standard}, which its lesson does not teach`);
      else {
        const c = coverage.get(q.standard);
        if (c) {
          c.items++;
          c.types.add(q.type);
        }
      }
      if (!q.skill) problems.push(`${qAt}: names no skill`);
      const text = shownText(q);
      const before = seenText.get(text);
      if (before) problems.push(`${qAt}: the same text as ${before}`);
      else seenText.set(text, q.id);
      explanations.push(q.correctText, q.wrongText, ...(q.hint ? [q.hint] : []));
      if (q.type === 'choice') {
        if (q.options.length !== CHOICE_OPTIONS) problems.push(`${qAt}: a choice item has ${q.options.length} options, not ${CHOICE_OPTIONS}`);
        if (q.options.some((o) => !o.feedback)) problems.push(`${qAt}: an option has no feedback`);
        explanations.push(...q.options.flatMap((o) => (o.feedback ? [o.feedback] : [])));
      }
      if (q.type === 'blank') {
        for (const a of [q.correctAnswer, ...(q.accept ?? [])]) {
          const words = a.trim().split(/\s+/).length;
          if (a.includes('___') || words > 4) problems.push(`${qAt}: the accepted answer "${a}" does not fit a blank (1-4 words)`);
        }
      }
    }
    const level = readingLevel(explanations);
    reading.push({ id: lesson.id, grades: lesson.grades, level });
    if (level > topGrade(lesson.grades)) problems.push(`${at}: reads at grade ${level.toFixed(1)}, above its band ${lesson.grades}`);
  }

  for (const [id, c] of coverage) {
    if (c.lessons.size === 0) problems.push(`standard ${id}: no lesson teaches it`);
    if (c.items < MIN_ITEMS_PER_STANDARD) problems.push(`standard ${id}: ${c.items} items check it, fewer than ${MIN_ITEMS_PER_STANDARD}`);
    if (c.types.size < MIN_TYPES_PER_STANDARD) problems.push(`standard ${id}: checked by ${c.types.size} item type(s), fewer than ${MIN_TYPES_PER_STANDARD}`);
  }
  for (const band of BANDS) {
    const writing = pack.lessons.filter((l) => l.grades === band).flatMap(itemsOf).filter((q) => q.type === 'fix' || q.type === 'combine' || q.type === 'proofread');
    if (writing.length === 0) problems.push(`grades ${band}: no sentence-level writing items (fix, combine, proofread)`);
  }
  return {
    problems,
    coverage: [...coverage].map(([id, c]) => ({ id, lessons: [...c.lessons], items: c.items, types: [...c.types] })),
    reading,
    byType,
    items,
    bankItems,
    illustrations,
  };
}

/** Flesch-Kincaid grade of a set of explanation sentences (the formula package's, syllables by `syllable`). */
export function readingLevel(texts: readonly string[]): number {
  let sentence = 0;
  let word = 0;
  let syllables = 0;
  for (const text of texts) {
    const sentences = text.split(/[.!?]+(?:\s|$)/).filter((s) => /\p{L}/u.test(s));
    sentence += Math.max(1, sentences.length);
    for (const w of text.match(/[\p{L}']+/gu) ?? []) {
      word++;
      syllables += syllable(w);
    }
  }
  if (word === 0) return 0;
  return Math.round(fleschKincaid({ sentence, word, syllable: syllables }) * 10) / 10;
}
