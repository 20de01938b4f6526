import * as v from 'valibot';
import { itemVariants, tokensOf } from './items';

/**
 * The shape of a content pack: the curriculum a school teaches from (courses, lessons with
 * their resources, five quizzes each, writing assignments) and the badges. The shipped pack
 * lives in src/server/content/curriculum; an operator can load their own with
 * `npm run content:load -- <folder>`. `checkPack` finds every problem before anything loads.
 */
const Id = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{1,80}$/, 'ids are lower-case letters, digits and hyphens'));
const Text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
const OptionalUrl = v.optional(v.nullable(v.pipe(v.string(), v.url('must be a full URL'))), null);

export const LinkItem = v.object({ label: Text, url: v.pipe(v.string(), v.url('must be a full URL')) });

/**
 * A definition card: the term, what it means, and an example sentence; with a `url` (a printable
 * card, a poster), the term is the entry's label and links to it (LA §3: lists with url and label).
 */
/** An SVG drawn for the lesson (shown as an image, so nothing in it runs), with its alt text. */
export const Illustration = v.object({
  svg: v.pipe(v.string(), v.trim(), v.startsWith('<svg', 'an illustration is an <svg> element'), v.maxLength(12_000, 'an illustration is at most 12,000 characters')),
  alt: Text,
});

export const DefinitionCard = v.object({
  term: Text,
  definition: Text,
  example: Text,
  url: v.optional(v.pipe(v.string(), v.url('must be a full URL'))),
});

/** A reason a lesson matters: one sentence, or a label with the url it links to (LA §3). */
export const WhyItem = v.union([Text, LinkItem], 'a sentence, or an object with a label and a full URL');

/** One slide of the lesson's own slideshow (rendered by the app; no video needed). */
export const Slide = v.object({ title: Text, points: v.pipe(v.array(Text), v.minLength(1)), examples: v.optional(v.array(Text), []) });

/** A standard's id as language-standards.md writes it, e.g. "L.8.1b" or "L.9-10.2a". */
export const StandardID = v.pipe(v.string(), v.regex(/^L\.(\d{1,2}|9-10)\.\d[a-z]$/, 'a standard id looks like L.8.1b or L.9-10.2a'));
const Skill = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,40}$/, 'a skill is a short slug of lower-case letters, digits and hyphens'));

/** What every item of a quiz or a bank has, whatever its type (src/shared/content/items.ts). */
const itemCommon = {
  id: Id,
  /** What the student is asked (for true/false, the statement). */
  text: Text,
  /** The standard the item checks (one of its lesson's `standards`). */
  standard: v.optional(StandardID),
  /** The lesson's sub-skill it practises: practice draws more items of a skill that was missed. */
  skill: v.optional(Skill),
  /** A nudge shown after a first miss in practice; never the answer. */
  hint: v.optional(Text),
  /** Shown after a right answer (pre-test and practice only). */
  correctText: Text,
  /** Shown after a wrong answer: explains the right one. */
  wrongText: Text,
};

export const Question = v.variant('type', itemVariants(itemCommon));
export type Question = v.InferOutput<typeof Question>;

/** Quiz types of the spec: 1 pre-test ("diagnostic"), 2 practice, 3 post-evaluation. */
export const QUIZ_TYPE = { pretest: 1, practice: 2, postEval: 3 } as const;
/** The five quizzes of a lesson, in order: pre-test, PE 1-3, post-evaluation. */
export const QUIZ_TYPES_IN_ORDER = [1, 2, 2, 2, 3] as const;
export const MIN_QUESTIONS = 8;

export const Quiz = v.object({
  id: Id,
  type: v.picklist([1, 2, 3]),
  name: Text,
  instructions: Text,
  questions: v.pipe(v.array(Question), v.minLength(MIN_QUESTIONS, `a quiz needs at least ${MIN_QUESTIONS} questions`)),
});
export type Quiz = v.InferOutput<typeof Quiz>;

export const WritingAssignment = v.object({
  id: Id,
  name: Text,
  /** What the student is asked to write, with any checklist. */
  description: Text,
});

export const Lesson = v.object({
  id: Id,
  courseID: Id,
  order: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: Text,
  description: Text,
  /** Grade band the lesson suits, e.g. "3-5" or "6-8". */
  grades: v.optional(Text, '3-8'),
  commonCoreNumber: v.optional(v.nullable(v.string()), null),
  imagePath: OptionalUrl,
  primaryVideoPath: OptionalUrl,
  secondaryVideoPath: OptionalUrl,
  shortVideoPath: OptionalUrl,
  musicVideoAudioPath: OptionalUrl,
  kahootPath: OptionalUrl,
  memorableImages: v.optional(v.array(LinkItem), []),
  definitionCards: v.pipe(v.array(DefinitionCard), v.minLength(1)),
  whyItIsImportant: v.pipe(v.array(WhyItem), v.minLength(1)),
  slides: v.pipe(v.array(Slide), v.minLength(3)),
  quizzes: v.pipe(v.array(Quiz), v.length(5, 'a lesson has exactly five quizzes')),
  /** More items for practice beyond the fixed quizzes (issue 27's keep-practising rounds). */
  bank: v.optional(v.array(Question), []),
  /** The standards the lesson teaches (language-standards.md ids). */
  standards: v.optional(v.array(StandardID), []),
  /** The lesson's own picture: an SVG drawn for it, with what it shows for a screen reader. */
  illustration: v.optional(Illustration),
  writingAssignments: v.pipe(v.array(WritingAssignment), v.minLength(1)),
});
export type Lesson = v.InferOutput<typeof Lesson>;

export const Course = v.object({ id: Id, order: v.pipe(v.number(), v.integer(), v.minValue(1)), name: Text, description: Text });
export type Course = v.InferOutput<typeof Course>;

/** Badge rules the server knows how to award. */
export const BadgeRule = v.variant('kind', [
  v.object({ kind: v.literal('signup') }),
  v.object({
    kind: v.literal('quizzesCompleted'),
    count: v.pipe(v.number(), v.integer(), v.minValue(1)),
    quizType: v.optional(v.picklist([1, 2, 3])),
  }),
  v.object({ kind: v.literal('perfectScore'), count: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  v.object({ kind: v.literal('lessonsCompleted'), count: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  v.object({ kind: v.literal('writingSaved'), count: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  v.object({ kind: v.literal('writingPassed'), count: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  v.object({ kind: v.literal('courseCompleted') }),
]);
export const Badge = v.object({
  id: Id,
  order: v.pipe(v.number(), v.integer()),
  name: Text,
  description: Text,
  imagePath: OptionalUrl,
  rule: BadgeRule,
});
export type Badge = v.InferOutput<typeof Badge>;

/** The diagnostic's three topic groups, in the order the build screen shows them (LA §3, §9). */
export const TOPIC_GROUPS = ['Parts of Speech', 'Parts of the Sentence', 'Mechanics and Usage'] as const;
export type TopicGroup = (typeof TOPIC_GROUPS)[number];
/** A suggested topic's name ends with this (LA §3: "suggested ones end with an asterisk"). */
export const SUGGESTED_MARK = ' *';
export const MIN_TOPIC_QUESTIONS = 5;

/** Diagnostic questions show no feedback, so they carry no correctText / wrongText. */
export const DiagnosticQuestion = v.variant('type', [
  v.object({
    id: Id,
    type: v.literal('choice'),
    text: Text,
    options: v.pipe(v.array(v.object({ option: Text, isAnswer: v.boolean() })), v.minLength(2), v.maxLength(6)),
  }),
  v.object({ id: Id, type: v.literal('blank'), text: Text, correctAnswer: Text }),
]);
export type DiagnosticQuestion = v.InferOutput<typeof DiagnosticQuestion>;

export const DiagnosticTopic = v.object({
  id: Id,
  header: v.picklist(TOPIC_GROUPS, `header must be one of: ${TOPIC_GROUPS.join(', ')}`),
  order: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: Text,
  /** The lessons that teach the topic (a weak topic links to them). */
  lessonIDs: v.pipe(v.array(Id), v.minLength(1, 'a topic needs at least one lesson that teaches it')),
  questions: v.pipe(
    v.array(DiagnosticQuestion),
    v.minLength(MIN_TOPIC_QUESTIONS, `a topic needs at least ${MIN_TOPIC_QUESTIONS} questions`),
  ),
});
export type DiagnosticTopic = v.InferOutput<typeof DiagnosticTopic>;

export const Pack = v.object({
  courses: v.pipe(v.array(Course), v.minLength(1)),
  lessons: v.pipe(v.array(Lesson), v.minLength(1)),
  badges: v.array(Badge),
  /** A pack without a diagnostic is allowed (the build screen then lists no topics). */
  topics: v.optional(v.array(DiagnosticTopic), []),
});
export type Pack = v.InferOutput<typeof Pack>;

/**
 * Every problem of a pack, each with where it is: schema errors, then the rules a schema
 * cannot say (unique ids, one answer per choice question, the five quiz types in order,
 * lessons pointing at existing courses, diagnostic topics pointing at existing lessons). An
 * empty list means the pack may be loaded.
 */
export function checkPack(input: unknown): { pack: Pack | null; problems: string[] } {
  const parsed = v.safeParse(Pack, input);
  if (!parsed.success) {
    return { pack: null, problems: parsed.issues.map((i) => `${v.getDotPath(i) ?? '(pack)'}: ${i.message}`) };
  }
  const pack = parsed.output;
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const unique = (id: string, where: string) => {
    const before = seen.get(id);
    if (before) problems.push(`${where}: id "${id}" is also used by ${before}`);
    else seen.set(id, where);
  };
  const checkQuestion = (q: Question | DiagnosticQuestion, qAt: string) => {
    unique(q.id, qAt);
    if (q.type === 'choice') {
      const answers = q.options.filter((o) => o.isAnswer).length;
      if (answers !== 1) problems.push(`${qAt}: a choice question needs exactly one answer, found ${answers}`);
      // Exact text: options may differ only in capitals (capitalization questions), and a choice is compared exactly.
      const texts = q.options.map((o) => o.option);
      if (new Set(texts).size !== texts.length) problems.push(`${qAt}: two options have the same text`);
    } else if (q.type === 'blank' && q.text.split('___').length !== 2) {
      problems.push(`${qAt}: a blank question needs exactly one ___ in its text`);
    } else if (q.type !== 'blank') {
      for (const p of itemShapeProblems(q)) problems.push(`${qAt}: ${p}`);
    }
  };
  const courseIDs = new Set(pack.courses.map((c) => c.id));
  pack.courses.forEach((c) => unique(c.id, `course ${c.id}`));
  pack.badges.forEach((b) => unique(b.id, `badge ${b.id}`));
  for (const lesson of pack.lessons) {
    const at = `lesson ${lesson.id}`;
    unique(lesson.id, at);
    if (!courseIDs.has(lesson.courseID)) problems.push(`${at}: course "${lesson.courseID}" does not exist`);
    const types = lesson.quizzes.map((q) => q.type).join(',');
    if (types !== QUIZ_TYPES_IN_ORDER.join(',')) {
      problems.push(`${at}: quizzes must be pre-test, three practice sets, post-evaluation (types 1,2,2,2,3), found ${types}`);
    }
    lesson.writingAssignments.forEach((w) => unique(w.id, `${at} writing ${w.id}`));
    for (const quiz of lesson.quizzes) {
      unique(quiz.id, `${at} quiz ${quiz.id}`);
      for (const q of quiz.questions) checkQuestion(q, `${at} quiz ${quiz.id} question ${q.id}`);
    }
    for (const q of lesson.bank) checkQuestion(q, `${at} bank question ${q.id}`);
  }
  const lessonIDs = new Set(pack.lessons.map((l) => l.id));
  for (const topic of pack.topics) {
    const at = `topic ${topic.id}`;
    unique(topic.id, at);
    for (const lessonID of topic.lessonIDs) if (!lessonIDs.has(lessonID)) problems.push(`${at}: lesson "${lessonID}" does not exist`);
    const stars = topic.name.split('*').length - 1;
    if (stars > 1 || (stars === 1 && !topic.name.endsWith(SUGGESTED_MARK))) {
      problems.push(`${at}: a suggested topic's name ends with "${SUGGESTED_MARK}" (one asterisk after a space)`);
    }
    for (const q of topic.questions) checkQuestion(q, `${at} question ${q.id}`);
  }
  for (const header of TOPIC_GROUPS) {
    const orders = pack.topics.filter((t) => t.header === header).map((t) => t.order);
    if (new Set(orders).size !== orders.length) problems.push(`topics of ${header}: two topics share an order number`);
  }
  for (const course of pack.courses) {
    const orders = pack.lessons.filter((l) => l.courseID === course.id).map((l) => l.order);
    if (new Set(orders).size !== orders.length) problems.push(`course ${course.id}: two lessons share an order number`);
  }
  return { pack: problems.length ? null : pack, problems };
}

/** A topic's name as students see it: the teacher's "suggested" mark (LA §9) is for teachers only. */
export const studentTopicName = (name: string): string => (name.endsWith(SUGGESTED_MARK) ? name.slice(0, -SUGGESTED_MARK.length) : name);

/** What a schema cannot say about one item of the newer types: positions inside the text, answers that differ from what is given. */
function itemShapeProblems(q: Question): string[] {
  const out: string[] = [];
  if (q.type === 'find') {
    const n = tokensOf(q.sentence).length;
    if (q.wrong.some((i) => i >= n)) out.push(`a wrong position is past the sentence's ${n} words`);
    if (new Set(q.wrong).size !== q.wrong.length) out.push('a wrong position is listed twice');
  } else if (q.type === 'proofread') {
    const tokens = tokensOf(q.passage);
    for (const e of q.errors) {
      if (e.index >= tokens.length) out.push(`error position ${e.index} is past the passage's ${tokens.length} words`);
      else if (e.fix.some((f) => f === tokens[e.index])) out.push(`error ${e.index}'s fix is the word already there ("${tokens[e.index]}")`);
    }
    if (new Set(q.errors.map((e) => e.index)).size !== q.errors.length) out.push('two errors have the same position');
  } else if (q.type === 'fix') {
    if (q.accept.some((a) => a.replace(/\s+/g, ' ').trim() === q.sentence.replace(/\s+/g, ' ').trim())) out.push('an accepted answer is the sentence as given');
  } else if (q.type === 'combine') {
    for (const word of q.require ?? []) {
      if (q.accept.some((a) => !a.toLowerCase().includes(word.toLowerCase()))) out.push(`an accepted answer does not use the required "${word}"`);
    }
  } else if (q.type === 'sort') {
    if (q.cards.some((c) => c.group >= q.groups.length)) out.push('a card names a group that does not exist');
    q.groups.forEach((g, i) => {
      if (!q.cards.some((c) => c.group === i)) out.push(`group "${g}" has no card`);
    });
  }
  return out;
}
