import type { LessonDetail } from '../../../../shared/api/content';
import { speakable } from '../../readAloud/speechText';

/**
 * The walkthrough's script (issue 27, "A lesson to watch"): a lesson's own content turned into
 * the steps of a short narrated show, so it costs no download and plays offline. An opening with
 * the illustration and the description; each slide's title, then points one by one, then
 * examples; two or three definition cards; a closing reason. A whole lesson read aloud takes
 * three to five minutes, so the script keeps what fits about 60-120 s at normal speed: every
 * slide's title and first point, then first examples, then further points, in that order, while
 * they fit. The slideshow tab keeps every point. Pure: tested without a browser.
 */

export type WalkthroughLesson = Pick<
  LessonDetail,
  'name' | 'description' | 'slides' | 'definitionCards' | 'whyItIsImportant' | 'illustration'
>;

type Illustration = NonNullable<LessonDetail['illustration']>;

/** What the screen shows during a step. */
export type Shown =
  | { kind: 'opening'; title: string; description: string; illustration: Illustration | null }
  | {
      kind: 'slide';
      /** 0-based, of `slideCount` slides of the lesson. */
      slide: number;
      slideCount: number;
      title: string;
      /** The slide's points said so far, the current one last when `focus` is 'point'. */
      points: string[];
      /** Its examples said so far, the current one last when `focus` is 'example'. */
      examples: string[];
      focus: 'title' | 'point' | 'example';
    }
  | { kind: 'card'; card: number; cardCount: number; term: string; definition: string; example: string }
  | { kind: 'closing'; title: string; reason: string; illustration: Illustration | null };

export interface WalkthroughStep {
  /** What is said, and shown as the caption while it is said (the lesson's English). */
  caption: string;
  shown: Shown;
}

/** Speaking speed of a voice at rate 1 (about 150 words a minute: the estimate the issue asks for). */
export const WORDS_PER_MINUTE = 150;
/** The quiet between two steps, with or without a voice. */
export const STEP_PAUSE_MS = 500;
/** A step shows at least this long when no voice says it (a title of two words). */
export const MIN_STEP_MS = 1_500;
/** What the script aims at, at normal speed. */
export const TARGET_SECONDS = { min: 60, max: 120 } as const;
/** The budget the selection fills: below the aim's top, as voices vary. */
const BUDGET_SECONDS = 110;
/** The definition cards shown: at least two when the lesson has them, a third while it fits. */
const CARDS = { min: 2, max: 3 } as const;

/** Words a voice says for the caption (an arrow "→" is said "becomes", as the listen buttons say it). */
export function spokenWords(caption: string): number {
  return speakable(caption).text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** How long a step's words take at `rate` (1 = normal), without the pause after it. */
export function speakingMs(caption: string, rate = 1): number {
  return Math.round((spokenWords(caption) * 60_000) / (WORDS_PER_MINUTE * rate));
}

/** How long a step stays when no voice says it: its words at `rate`, never less than MIN_STEP_MS. */
export const silentStepMs = (caption: string, rate = 1): number => Math.max(MIN_STEP_MS, speakingMs(caption, rate));

/** How long a step takes when a voice says it at `rate`: its words, then the pause after it. */
const narratedStepMs = (caption: string, rate = 1) => speakingMs(caption, rate) + STEP_PAUSE_MS;

/** The estimated length of a narrated script at `rate`, in seconds. */
export function estimateSeconds(steps: readonly WalkthroughStep[], rate = 1): number {
  const ms = steps.reduce((sum, s) => sum + narratedStepMs(s.caption, rate), 0);
  return Math.round(ms / 100) / 10;
}

/** A sentence ends with its mark: a description or reason without one gets a full stop before more is said. */
const sentence = (text: string) => {
  const t = text.trim();
  return /[.!?:…"'”’)]$/.test(t) ? t : `${t}.`;
};

const reasonText = (reason: LessonDetail['whyItIsImportant'][number]) => (typeof reason === 'string' ? reason : reason.label);

interface Chosen {
  points: Set<number>[];
  examples: Set<number>[];
  cards: number;
  /** Whether a card's example is said too (it is always shown). */
  cardExamples: boolean;
}

type Card = LessonDetail['definitionCards'][number];
const cardCaption = (card: Card, withExample: boolean) =>
  withExample ? `${sentence(card.term)} ${sentence(card.definition)} For example: ${card.example}` : `${sentence(card.term)} ${sentence(card.definition)}`;

/** The steps of the chosen content, in the lesson's order. */
function build(lesson: WalkthroughLesson, chosen: Chosen): WalkthroughStep[] {
  const illustration = lesson.illustration ?? null;
  const steps: WalkthroughStep[] = [
    {
      caption: `${sentence(lesson.name)} ${lesson.description.trim()}`.trim(),
      shown: { kind: 'opening', title: lesson.name, description: lesson.description, illustration },
    },
  ];
  const slideCount = lesson.slides.length;
  lesson.slides.forEach((slide, s) => {
    const base = { kind: 'slide' as const, slide: s, slideCount, title: slide.title };
    steps.push({ caption: slide.title, shown: { ...base, points: [], examples: [], focus: 'title' } });
    const points = slide.points.filter((_, i) => chosen.points[s]!.has(i));
    const examples = (slide.examples ?? []).filter((_, i) => chosen.examples[s]!.has(i));
    points.forEach((point, i) =>
      steps.push({ caption: point, shown: { ...base, points: points.slice(0, i + 1), examples: [], focus: 'point' } }),
    );
    examples.forEach((example, i) =>
      steps.push({
        caption: i === 0 ? `For example: ${example}` : example,
        shown: { ...base, points, examples: examples.slice(0, i + 1), focus: 'example' },
      }),
    );
  });
  const cards = lesson.definitionCards.slice(0, chosen.cards);
  cards.forEach((card, c) =>
    steps.push({
      caption: cardCaption(card, chosen.cardExamples),
      shown: { kind: 'card', card: c, cardCount: cards.length, term: card.term, definition: card.definition, example: card.example },
    }),
  );
  const reason = lesson.whyItIsImportant.map(reasonText).find((r) => r.trim() !== '');
  if (reason) {
    steps.push({
      caption: `Why it matters: ${reason.trim()}`,
      shown: { kind: 'closing', title: lesson.name, reason: reason.trim(), illustration },
    });
  }
  return steps;
}

/** One piece the selection may add, with what it costs to say. */
interface Candidate {
  add: (c: Chosen) => void;
  ms: number;
}

/**
 * The walkthrough of a lesson. Always: the opening, every slide's title and first point, two
 * definition cards (where the lesson has them; should these alone pass the aim's top, the cards'
 * examples are shown but not said) and the closing reason. Then, while the estimate
 * stays within the budget, in this order: each slide's first example, each slide's second point,
 * a third card, the further points, the further examples. A piece that does not fit is skipped
 * and a shorter one after it may still fit.
 */
export function walkthroughScript(lesson: WalkthroughLesson, budgetSeconds = BUDGET_SECONDS): WalkthroughStep[] {
  const chosen: Chosen = {
    // A slide's title comes with its first point: a title alone teaches nothing.
    points: lesson.slides.map((slide) => new Set<number>(slide.points.length > 0 ? [0] : [])),
    examples: lesson.slides.map(() => new Set<number>()),
    cards: Math.min(CARDS.min, lesson.definitionCards.length),
    cardExamples: true,
  };
  const stepMs = (caption: string) => narratedStepMs(caption);
  const total = () => build(lesson, chosen).reduce((sum, s) => sum + stepMs(s.caption), 0);
  let used = total();
  // Long cards in a lesson of many slides: the cards' examples are shown, not said.
  if (used > TARGET_SECONDS.max * 1000) {
    chosen.cardExamples = false;
    used = total();
  }

  const point = (s: number, i: number): Candidate | null => {
    const text = lesson.slides[s]!.points[i];
    return text === undefined ? null : { add: (c) => c.points[s]!.add(i), ms: stepMs(text) };
  };
  // "For example:" comes before a slide's first example said (the later ones are said plainly).
  const example = (s: number, i: number): Candidate | null => {
    const text = lesson.slides[s]!.examples?.[i];
    return text === undefined ? null : { add: (c) => c.examples[s]!.add(i), ms: stepMs(`For example: ${text}`) };
  };
  const card = (i: number): Candidate | null => {
    const c = lesson.definitionCards[i];
    if (!c || i >= CARDS.max) return null;
    return { add: (ch) => (ch.cards = Math.max(ch.cards, i + 1)), ms: stepMs(cardCaption(c, chosen.cardExamples)) };
  };
  const slides = lesson.slides.map((_, s) => s);
  const longest = Math.max(0, ...lesson.slides.map((s) => Math.max(s.points.length, s.examples?.length ?? 0)));
  const rounds: (Candidate | null)[] = [
    ...slides.map((s) => example(s, 0)),
    ...slides.map((s) => point(s, 1)),
    ...Array.from({ length: CARDS.max - CARDS.min }, (_, k) => card(CARDS.min + k)),
    ...Array.from({ length: Math.max(0, longest - 2) }, (_, k) => slides.map((s) => point(s, k + 2))).flat(),
    ...Array.from({ length: Math.max(0, longest - 1) }, (_, k) => slides.map((s) => example(s, k + 1))).flat(),
  ];
  const budget = budgetSeconds * 1000;
  for (const candidate of rounds) {
    if (!candidate || used + candidate.ms > budget) continue;
    candidate.add(chosen);
    used += candidate.ms;
  }
  return build(lesson, chosen);
}
