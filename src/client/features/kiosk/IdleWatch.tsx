import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { signOut } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useLanguage } from '../../i18n/language';
import { endKioskSession, noteActivity, type KioskSession } from './kioskDevice';
import { kioskText } from './text';

/** "Still here?" shows this long before the idle sign-out. */
export const WARN_MS = 30_000;
/** The last input is written down at most this often (a reload or a closed lid keeps counting from it). */
const NOTE_EVERY_MS = 5_000;
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * On a pinned device, signs the student out after the pin's idle time without input, back to the
 * class's tiles (issue 14); warns 30 seconds before. Counts from the last input this device saw,
 * even across a reload: a device left with someone signed in signs them out when it is opened again.
 */
export function KioskIdleWatch({ session }: { session: KioskSession }) {
  useLanguage();
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const last = useRef(session.lastActivity);
  const { userID, idleMinutes } = session;

  useEffect(() => {
    const idleMs = idleMinutes * 60_000;
    let noted = 0;
    let ending = false;
    const onInput = () => {
      const now = Date.now();
      last.current = now;
      setSecondsLeft(null);
      if (now - noted >= NOTE_EVERY_MS) {
        noted = now;
        noteActivity({ userID, idleMinutes, lastActivity: now }, now);
      }
    };
    const check = () => {
      const idle = Date.now() - last.current;
      if (idle < idleMs) {
        setSecondsLeft(idle >= idleMs - WARN_MS ? Math.ceil((idleMs - idle) / 1000) : null);
        return;
      }
      if (ending) return;
      ending = true;
      void (async () => {
        // The usual sign-out: unsent answers stay queued and go out under the student's own account.
        await signOut();
        endKioskSession();
        await navigate({ to: '/kiosk', search: { signedOut: idleMinutes } });
      })();
    };
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { capture: true, passive: true });
    const timer = setInterval(check, 1000);
    check();
    return () => {
      clearInterval(timer);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
    };
  }, [userID, idleMinutes, navigate]);

  if (secondsLeft === null) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && setSecondsLeft(null)}
      title={kioskText.stillHere}
      description={kioskText.signingOutIn(secondsLeft)}
    >
      <div className="dialog-actions">
        <Button onClick={() => setSecondsLeft(null)}>{kioskText.imStillHere}</Button>
      </div>
    </Dialog>
  );
}
