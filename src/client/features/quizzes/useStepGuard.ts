import { useCallback, useRef } from 'react';

/** LA §9: the quiz's step buttons (Check, Next, Finish) act at most once per 200 ms. */
export const QUIZ_STEP_DEBOUNCE_MS = 200;

/**
 * Runs a step unless another step ran less than 200 ms ago, so a double click on Check does
 * not also press the Next that replaces it, and a double click on Next skips no question.
 */
export function useStepGuard(ms = QUIZ_STEP_DEBOUNCE_MS) {
  const last = useRef(-Infinity);
  return useCallback(
    (step: () => void) => {
      const now = performance.now();
      if (now - last.current < ms) return;
      last.current = now;
      step();
    },
    [ms],
  );
}
