import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { classesText } from './text';

type CopyState = 'idle' | 'copied' | 'failed';

interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The button's words, e.g. "Copy code" or "Copy link". */
  label: string;
  /** What a screen reader hears when the visible words alone would be ambiguous. */
  ariaLabel?: string;
}

/** Copies a class code or join link; says so in place rather than in a toast. */
export function CopyButton({ text, label, ariaLabel }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void copy()} aria-label={ariaLabel}>
        {label}
      </Button>
      <span className="copy-status" role="status">
        {state === 'copied' ? classesText.copied : state === 'failed' ? classesText.copyBlocked : ''}
      </span>
    </>
  );
}
