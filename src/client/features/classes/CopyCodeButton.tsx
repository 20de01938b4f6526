import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a class code to hand out to students; says so in place rather than in a toast. */
export function CopyCodeButton({ code }: { code: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void copy()}>
        Copy code
      </Button>
      <span className="copy-status" role="status">
        {state === 'copied' ? 'Copied!' : state === 'failed' ? 'Copying is blocked here; select the code instead.' : ''}
      </span>
    </>
  );
}
