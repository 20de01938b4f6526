import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/**
 * One Tab stop for a row of word buttons (a find sentence, a proofread passage): the arrow keys
 * move between the words, Home and End to the first and last, and Tab leaves the row. The word
 * last focused is the one Tab comes back to.
 */
export function useRovingFocus(count: number) {
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLElement | null)[]>([]);
  const focus = useCallback((index: number) => {
    setActive(index);
    refs.current[index]?.focus();
  }, []);
  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    let to: number | null = null;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') to = Math.min(index + 1, count - 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') to = Math.max(index - 1, 0);
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = count - 1;
    if (to === null) return;
    e.preventDefault();
    focus(to);
  };
  const itemProps = (index: number) => ({
    ref: (el: HTMLElement | null) => void (refs.current[index] = el),
    tabIndex: index === Math.min(active, count - 1) ? 0 : -1,
    onKeyDown: onKeyDown(index),
    onFocus: () => setActive(index),
  });
  return { itemProps, focus };
}

/** Where each token starts in the text it was split from (tokens are joined by one space). */
export function tokenStarts(tokens: readonly string[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const token of tokens) {
    starts.push(at);
    at += token.length + 1;
  }
  return starts;
}
