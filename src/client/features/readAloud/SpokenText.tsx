import type { ReactNode } from 'react';
import { textTokens } from './speechText';

interface SpokenTextProps {
  /** The listen button that reads this text. */
  id: string;
  /** Which of the button's parts this text is. */
  part?: number;
  text: string;
  /** Draws ___ as the blank question's gap (said "blank"). */
  gaps?: boolean;
}

/**
 * A text that a listen button reads. Each word is its own span with its place in the text, so
 * highlight.ts can mark the word being said by a class alone: the text itself never changes
 * while it is read, so a screen reader hears nothing new (the quiz's feedback is a live region)
 * and nothing re-renders on every word.
 */
export function SpokenText({ id, part = 0, text, gaps = false }: SpokenTextProps) {
  const out: ReactNode[] = [];
  for (const token of textTokens(text)) {
    const { start } = token;
    const end = start + token.text.length;
    if (gaps && token.kind === 'gap') {
      out.push(
        <span key={start} className="blank-gap" data-s={start} data-e={end}>
          <span className="visually-hidden">blank</span>
        </span>,
      );
    } else if (token.kind === 'word') {
      out.push(
        <span key={start} data-s={start} data-e={end}>
          {token.text}
        </span>,
      );
    } else {
      out.push(token.text);
    }
  }
  return (
    <span data-spoken={id} data-spoken-part={part}>
      {out}
    </span>
  );
}
