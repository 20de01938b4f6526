import { useEffect, useState } from 'react';
import { onCallActivity } from '../lib/api';
import { publicText } from './publicText';

/** Waiting this long before showing the overlay keeps quick calls from flickering it. */
const SHOW_DELAY_MS = 150;

/** Full-screen spinner while any API call is in flight (ACB §2, §4). */
export function LoadingOverlay() {
  const [inFlight, setInFlight] = useState(0);
  const [visible, setVisible] = useState(false);

  const busy = inFlight > 0;

  useEffect(() => {
    const off = onCallActivity(({ phase }) => setInFlight((n) => Math.max(0, n + (phase === 'begin' ? 1 : -1))));
    return () => void off();
  }, []);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{publicText.loading}</span>
    </div>
  );
}
