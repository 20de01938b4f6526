import * as v from 'valibot';

/**
 * The item types of a lesson's quizzes and bank (issue 27), written once: the pack's schema
 * (src/shared/content/schema.ts) and the API contract (src/shared/api/content.ts) both build
 * their question unions from `itemVariants`, each adding its own common fields. An item is data;
 * scoring and feedback are pure functions in src/shared/domain/items.ts.
 *
 * Answers travel as one string (the save contract's `answer`), encoded per type:
 * choice: the option's text; blank, fix, combine: the text typed; truefalse: "true" | "false";
 * find: the chosen token positions ascending, joined by ","; sort: each card's group index in
 * card order, joined by ","; proofread: "position=replacement" lines joined by "\n".
 */
export const ITEM_TYPES = ['choice', 'blank', 'truefalse', 'find', 'fix', 'combine', 'sort', 'proofread'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Written-answer types whose answer is a whole sentence or passage. */
export const WRITING_TYPES: readonly ItemType[] = ['fix', 'combine', 'proofread'];

const Text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
const Index = v.pipe(v.number(), v.integer(), v.minValue(0));
const NearMiss = v.object({ answer: Text, feedback: Text });

/** The fields that make each type, with its key. `common` adds id, text, feedback and tags. */
export function itemVariants<TCommon extends v.ObjectEntries>(common: TCommon) {
  return [
    v.object({
      ...common,
      type: v.literal('choice'),
      options: v.pipe(
        v.array(v.object({ option: Text, isAnswer: v.boolean(), feedback: v.optional(Text) })),
        v.minLength(2),
        v.maxLength(6),
      ),
    }),
    v.object({ ...common, type: v.literal('blank'), correctAnswer: Text, accept: v.optional(v.array(Text)) }),
    v.object({ ...common, type: v.literal('truefalse'), answer: v.boolean() }),
    v.object({ ...common, type: v.literal('find'), sentence: Text, wrong: v.pipe(v.array(Index), v.minLength(1), v.maxLength(4)) }),
    v.object({
      ...common,
      type: v.literal('fix'),
      sentence: Text,
      accept: v.pipe(v.array(Text), v.minLength(1)),
      nearMisses: v.optional(v.array(NearMiss)),
    }),
    v.object({
      ...common,
      type: v.literal('combine'),
      sentences: v.pipe(v.array(Text), v.minLength(2), v.maxLength(3)),
      accept: v.pipe(v.array(Text), v.minLength(1)),
      require: v.optional(v.array(Text)),
      nearMisses: v.optional(v.array(NearMiss)),
    }),
    v.object({
      ...common,
      type: v.literal('sort'),
      groups: v.pipe(v.array(Text), v.minLength(2), v.maxLength(4)),
      cards: v.pipe(v.array(v.object({ text: Text, group: Index })), v.minLength(3), v.maxLength(12)),
    }),
    v.object({
      ...common,
      type: v.literal('proofread'),
      passage: Text,
      errors: v.pipe(v.array(v.object({ index: Index, fix: v.pipe(v.array(Text), v.minLength(1)) })), v.minLength(1), v.maxLength(6)),
    }),
  ] as const;
}

/**
 * What a student sees of each type without its key (a post-evaluation, which the server scores):
 * no marks, no accepted answers, no feedback. A sort's cards keep their order (the answer is in
 * card order); a find or proofread item's `text` says how many errors there are.
 */
export function keylessVariants<TCommon extends v.ObjectEntries>(common: TCommon) {
  return [
    v.object({ ...common, type: v.literal('choice'), options: v.array(v.object({ option: v.string() })) }),
    v.object({ ...common, type: v.literal('blank') }),
    v.object({ ...common, type: v.literal('truefalse') }),
    v.object({ ...common, type: v.literal('find'), sentence: v.string() }),
    v.object({ ...common, type: v.literal('fix'), sentence: v.string() }),
    v.object({ ...common, type: v.literal('combine'), sentences: v.array(v.string()) }),
    v.object({ ...common, type: v.literal('sort'), groups: v.array(v.string()), cards: v.array(v.object({ text: v.string() })) }),
    v.object({ ...common, type: v.literal('proofread'), passage: v.string() }),
  ] as const;
}

/** The words of a find sentence or a proofread passage: runs between spaces, punctuation attached. */
export const tokensOf = (text: string): string[] => text.split(' ');
