import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  estimateSeconds,
  MIN_STEP_MS,
  silentStepMs,
  speakingMs,
  spokenWords,
  STEP_PAUSE_MS,
  TARGET_SECONDS,
  walkthroughScript,
  type Shown,
  type WalkthroughLesson,
} from './script';

const LESSONS_DIR = join(process.cwd(), 'src/server/content/curriculum/lessons');

/** A shipped lesson file as the walkthrough gets it (the lesson endpoint sends these fields as they are). */
function shipped(path: string): WalkthroughLesson & { id: string } {
  const raw = JSON.parse(readFileSync(join(LESSONS_DIR, path), 'utf8')) as WalkthroughLesson & { id: string };
  return { ...raw, slides: raw.slides.map((s) => ({ ...s, examples: s.examples ?? [] })), illustration: raw.illustration ?? null };
}

const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

const SMALL: WalkthroughLesson = {
  name: 'Commas',
  description: 'Commas separate items in a list',
  illustration: { svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>', alt: 'A comma.' },
  slides: [
    { title: 'Lists', points: ['Put a comma after each item.', 'Keep the last comma.'], examples: ['red, blue, and green'] },
    { title: 'Dates', points: ['A comma goes between the day and the year.'], examples: ['May 4, 2025', 'June 1, 2024'] },
  ],
  definitionCards: [
    { term: 'Comma', definition: 'A mark that makes a short pause', example: 'Yes, I can.' },
    { term: 'Series', definition: 'Three or more items in a row.', example: 'cats, dogs, and birds' },
    { term: 'Date', definition: 'The day, month and year.', example: 'July 4, 1776' },
    { term: 'Never said', definition: 'A fourth card is never used.', example: 'none' },
  ],
  whyItIsImportant: [{ label: 'Commas keep lists clear.', url: 'https://example.org' }, 'A second reason is not said.'],
};

const focusOf = (s: Shown) => (s.kind === 'slide' ? `${s.kind}:${s.slide}:${s.focus}` : s.kind);

describe('walkthroughScript', () => {
  it('opens with the description, goes through each slide (title, points, examples), three cards, then one reason', () => {
    const steps = walkthroughScript(SMALL);
    expect(steps.map((s) => focusOf(s.shown))).toEqual([
      'opening',
      'slide:0:title',
      'slide:0:point',
      'slide:0:point',
      'slide:0:example',
      'slide:1:title',
      'slide:1:point',
      'slide:1:example',
      'slide:1:example',
      'card',
      'card',
      'card',
      'closing',
    ]);
    expect(steps.map((s) => s.caption)).toEqual([
      'Commas. Commas separate items in a list',
      'Lists',
      'Put a comma after each item.',
      'Keep the last comma.',
      'For example: red, blue, and green',
      'Dates',
      'A comma goes between the day and the year.',
      'For example: May 4, 2025',
      'June 1, 2024',
      // A definition without its full stop gets one before the example.
      'Comma. A mark that makes a short pause. For example: Yes, I can.',
      'Series. Three or more items in a row. For example: cats, dogs, and birds',
      'Date. The day, month and year. For example: July 4, 1776',
      // A linked reason is said by its label.
      'Why it matters: Commas keep lists clear.',
    ]);
  });

  it("shows what is said and keeps the slide's earlier points and examples on screen", () => {
    const steps = walkthroughScript(SMALL);
    expect(steps[0]!.shown).toEqual({
      kind: 'opening',
      title: 'Commas',
      description: 'Commas separate items in a list',
      illustration: SMALL.illustration,
    });
    const firstSlide = steps.slice(1, 5).map((s) => s.shown);
    const base = { kind: 'slide', slide: 0, slideCount: 2, title: 'Lists' };
    expect(firstSlide).toEqual([
      { ...base, points: [], examples: [], focus: 'title' },
      { ...base, points: ['Put a comma after each item.'], examples: [], focus: 'point' },
      { ...base, points: ['Put a comma after each item.', 'Keep the last comma.'], examples: [], focus: 'point' },
      { ...base, points: ['Put a comma after each item.', 'Keep the last comma.'], examples: ['red, blue, and green'], focus: 'example' },
    ]);
    expect(steps[8]!.shown).toMatchObject({ kind: 'slide', slide: 1, examples: ['May 4, 2025', 'June 1, 2024'], focus: 'example' });
    expect(steps[9]!.shown).toEqual({ kind: 'card', card: 0, cardCount: 3, term: 'Comma', definition: 'A mark that makes a short pause', example: 'Yes, I can.' });
    expect(steps.at(-1)!.shown).toEqual({ kind: 'closing', title: 'Commas', reason: 'Commas keep lists clear.', illustration: SMALL.illustration });
  });

  it('works for a lesson without an illustration, cards or reasons', () => {
    const bare: WalkthroughLesson = { ...SMALL, illustration: null, definitionCards: [], whyItIsImportant: [] };
    const steps = walkthroughScript(bare);
    expect(steps[0]!.shown).toMatchObject({ kind: 'opening', illustration: null });
    expect(steps.map((s) => s.shown.kind)).not.toContain('card');
    expect(steps.at(-1)!.shown.kind).toBe('slide');
  });

  describe('a long lesson is cut to fit', () => {
    // Ten slides of five 12-word points and three 12-word examples: over five minutes said whole.
    const LONG: WalkthroughLesson = {
      ...SMALL,
      slides: Array.from({ length: 10 }, (_, s) => ({
        title: `Slide ${s + 1}`,
        points: Array.from({ length: 5 }, (_, p) => `${words(11)} p${s}x${p}.`),
        examples: Array.from({ length: 3 }, (_, e) => `${words(11)} e${s}x${e}.`),
      })),
    };
    const steps = walkthroughScript(LONG);

    it('keeps every slide with its title and first point, in order, and stays within the aim', () => {
      const whole = LONG.slides.reduce((sum, s) => sum + s.points.length + s.examples.length + 1, 0);
      expect(steps.length).toBeLessThan(whole);
      expect(estimateSeconds(walkthroughScript(LONG, 10_000))).toBeGreaterThan(300);
      for (const [s, slide] of LONG.slides.entries()) {
        const mine = steps.filter((st) => st.shown.kind === 'slide' && st.shown.slide === s);
        expect(mine[0]!.caption).toBe(slide.title);
        expect(mine[1]!.caption).toBe(slide.points[0]);
      }
      expect(estimateSeconds(steps)).toBeLessThanOrEqual(TARGET_SECONDS.max);
      expect(estimateSeconds(steps)).toBeGreaterThanOrEqual(TARGET_SECONDS.min);
    });

    it('adds first examples before second points, and keeps two cards and the reason', () => {
      const said = new Set(steps.map((s) => s.caption));
      const firstExamples = LONG.slides.filter((s) => said.has(`For example: ${s.examples[0]}`)).length;
      const secondPoints = LONG.slides.filter((s) => said.has(s.points[1]!)).length;
      expect(firstExamples).toBeGreaterThan(0);
      expect(secondPoints === 0 || firstExamples === LONG.slides.length).toBe(true);
      expect(steps.filter((s) => s.shown.kind === 'card')).toHaveLength(2);
      expect(steps.at(-1)!.shown.kind).toBe('closing');
    });

    it('says the cards without their examples when the rest alone would pass the aim, and still shows them', () => {
      const huge: WalkthroughLesson = {
        ...LONG,
        slides: Array.from({ length: 16 }, (_, s) => ({ title: `Part ${s + 1}`, points: [`${words(14)} q${s}.`], examples: [] })),
      };
      const cards = walkthroughScript(huge).filter((s) => s.shown.kind === 'card');
      expect(cards.map((c) => c.caption)).toEqual(['Comma. A mark that makes a short pause.', 'Series. Three or more items in a row.']);
      expect(cards[0]!.shown).toMatchObject({ example: 'Yes, I can.' });
    });
  });
});

describe('timing', () => {
  it('counts the words a voice says (an arrow is said "becomes") at about 150 words a minute', () => {
    expect(spokenWords('book → books, child → children')).toBe(6);
    expect(spokenWords("Don't stop: well-known words, 2 of them.")).toBe(7);
    expect(speakingMs(words(150))).toBe(60_000);
    expect(speakingMs(words(150), 1.5)).toBe(40_000);
    expect(speakingMs(words(150), 0.75)).toBe(80_000);
  });

  it('gives a step without a voice its reading time, never less than the minimum', () => {
    expect(silentStepMs('Lists')).toBe(MIN_STEP_MS);
    expect(silentStepMs(words(30))).toBe(12_000);
    expect(silentStepMs(words(30), 1.25)).toBe(9_600);
  });

  it('estimates a script as its words plus the pause after each step', () => {
    const steps = [
      { caption: words(15), shown: SMALL as never },
      { caption: words(30), shown: SMALL as never },
    ];
    expect(estimateSeconds(steps)).toBe((6_000 + 12_000 + 2 * STEP_PAUSE_MS) / 1000);
  });
});

describe('shipped lessons', () => {
  it('Nouns: about 60-120 s at normal speed, with its picture, every slide and the first reason', () => {
    const nouns = shipped('parts-of-speech/01-pos-nouns.json');
    const steps = walkthroughScript(nouns);
    const seconds = estimateSeconds(steps);
    expect(seconds).toBeGreaterThanOrEqual(TARGET_SECONDS.min);
    expect(seconds).toBeLessThanOrEqual(TARGET_SECONDS.max);
    // At 1.5x the same script takes two thirds of the words' time.
    expect(estimateSeconds(steps, 1.5)).toBeLessThan(seconds * 0.75);

    expect(steps[0]!.caption).toBe(`Nouns. ${nouns.description}`);
    expect(steps[0]!.shown).toMatchObject({ kind: 'opening', illustration: nouns.illustration });
    expect(nouns.illustration).not.toBeNull();
    const titles = steps.filter((s) => s.shown.kind === 'slide' && s.shown.focus === 'title').map((s) => s.caption);
    expect(titles).toEqual(nouns.slides.map((s) => s.title));
    const cards = steps.filter((s) => s.shown.kind === 'card');
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(cards.length).toBeLessThanOrEqual(3);
    expect(cards[0]!.shown).toMatchObject({ term: nouns.definitionCards[0]!.term });
    expect(steps.at(-1)!.caption).toBe(`Why it matters: ${nouns.whyItIsImportant[0]}`);
  });

  it('every shipped lesson plays in about 60-120 s', () => {
    const found: string[] = [];
    for (const course of readdirSync(LESSONS_DIR)) {
      for (const file of readdirSync(join(LESSONS_DIR, course)).filter((f) => f.endsWith('.json'))) {
        const lesson = shipped(join(course, file));
        const seconds = estimateSeconds(walkthroughScript(lesson));
        if (seconds < TARGET_SECONDS.min || seconds > TARGET_SECONDS.max) found.push(`${lesson.id}: ${seconds} s`);
      }
    }
    expect(found).toEqual([]);
  });
});
