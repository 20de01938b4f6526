import { Fragment, type ReactNode } from 'react';

const OPEN = '\uE000';
const CLOSE = '\uE001';

/** Marks a value passed into a message to be shown in bold by <Emphasis>. */
export const strong = (value: string | number): string => `${OPEN}${value}${CLOSE}`;

/**
 * A translated sentence with some of its values in bold ("Delete the class <strong>3B</strong>?"):
 * the message stays one string in every language, its values are passed in marked by `strong()`,
 * and the translation puts them wherever its grammar wants. (A value that a plural chooses by is
 * passed as a plain number instead.)
 */
export function Emphasis({ text }: { text: string }): ReactNode {
  return text.split(OPEN).map((chunk, i) => {
    if (i === 0) return chunk;
    const end = chunk.indexOf(CLOSE);
    if (end < 0) return <Fragment key={i}>{chunk}</Fragment>;
    return (
      <Fragment key={i}>
        <strong>{chunk.slice(0, end)}</strong>
        {chunk.slice(end + 1)}
      </Fragment>
    );
  });
}
