import type { KeylessQuestion, Question } from '../../../../shared/api/content';

export type ItemType = KeylessQuestion['type'];

type Keyless<T extends ItemType> = Extract<KeylessQuestion, { type: T }>;
type Keyed<T extends ItemType> = Extract<Question, { type: T }>;

/**
 * What a type's screen gets: the question as every student sees it (a post-evaluation comes
 * without its key), and the rest of the keyed question where the quiz has its key (a practice
 * set's combine item lists its required joining words).
 */
export type ShownItem<T extends ItemType> = Keyless<T> & Partial<Omit<Keyed<T>, keyof Keyless<T>>>;

/** Every item screen: the question, the current encoded answer, and how it changes. */
export interface ItemProps<T extends ItemType> {
  question: ShownItem<T>;
  /** The answer encoded as src/shared/content/items.ts says ('' when none yet). */
  value: string;
  onChange: (value: string) => void;
  /** After Check the answer can no longer change. */
  readOnly: boolean;
}
