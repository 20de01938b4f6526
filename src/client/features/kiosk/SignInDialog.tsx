import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { KIOSK_DEVICE_HEADER, KIOSK_KEY_HEADER, kioskSignIn, PICTURE_PASSWORD_LENGTH, type KioskTile, type Picture } from '../../../shared/api/kiosk';
import { homePathFor } from '../../../shared/domain/roles';
import { kioskMessages } from '../../../shared/kioskMessages';
import { ApiError, call, failureMessage } from '../../lib/api';
import { signIn } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useLanguage } from '../../i18n/language';
import { deviceID, startKioskSession } from './kioskDevice';
import { kioskText } from './text';
import { PicturePad } from './PicturePad';
import { readRoster } from './roster';

interface SignInDialogProps {
  pin: string;
  tile: KioskTile;
  idleMinutes: number;
  onClose: () => void;
  /** The pin was revoked meanwhile. */
  onPinGone: () => void;
}

/** A student who tapped their tile: their password, or their picture password when the teacher set one. */
export function SignInDialog({ pin, tile, idleMinutes, onClose, onPinGone }: SignInDialogProps) {
  useLanguage();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'pictures' | 'password'>(tile.hasPicturePassword ? 'pictures' : 'password');
  const [password, setPassword] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** Seconds left before the next try is taken (wrong tries slow this device down: issue 26). */
  const [wait, setWait] = useState(0);
  /** The wait just ended: said once to a screen reader. */
  const [ready, setReady] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const pictureCount = tile.pictureCount || PICTURE_PASSWORD_LENGTH;

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => {
      if (wait === 1) {
        setError(null);
        setReady(true);
      }
      setWait(wait - 1);
    }, 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  // After the dialog's own first focus (its close button): the password field is what the student needs.
  useEffect(() => {
    if (mode !== 'password') return;
    const timer = setTimeout(() => passwordInput.current?.focus());
    return () => clearTimeout(timer);
  }, [mode]);

  async function send(body: { password: string } | { pictures: Picture[] }) {
    setSending(true);
    setError(null);
    try {
      const user = await call(
        kioskSignIn,
        { body: { studentID: tile.id, ...body } },
        { headers: { [KIOSK_KEY_HEADER]: pin, [KIOSK_DEVICE_HEADER]: deviceID() } },
      );
      startKioskSession(user.id, idleMinutes);
      await signIn(user);
      await navigate({ href: homePathFor(user.roleID) });
    } catch (err) {
      setSending(false);
      setPictures([]);
      setPassword('');
      if (err instanceof ApiError && err.status === 401) {
        // A wrong password, or a pin revoked since the tiles showed: the tiles' own call tells which.
        const pinLive = await readRoster(pin, true).then(
          () => true,
          (e: unknown) => !(e instanceof ApiError && e.status === 401),
        );
        if (!pinLive) return onPinGone();
        setError(err.message);
      } else if (err instanceof ApiError && err.status === 429) {
        setError(err.message);
        setWait(err.retryAfterSeconds ?? 0);
      } else setError(err instanceof ApiError && err.status !== 0 && err.status !== -1 ? err.message : failureMessage('sign in', err));
      if (mode === 'password') passwordInput.current?.focus();
    }
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (wait > 0) return;
    if (!password) return setError(kioskMessages.passwordOrPictures);
    void send({ password });
  }

  function tap(next: Picture[]) {
    setError(null);
    setReady(false);
    setPictures(next);
    if (next.length === pictureCount) void send({ pictures: next });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !sending && onClose()}
      title={kioskText.hi(tile.name)}
      description={mode === 'pictures' ? kioskText.tapPictures(pictureCount) : kioskText.typePassword}
    >
      <div className="kiosk-signin">
        {/* Above the pad, where a child looks: what went wrong, and how long the device waits. */}
        {error ? (
          <p id="kiosk-signin-error" className="field-error kiosk-error" role="alert">
            {error}
          </p>
        ) : null}
        {/* The count itself is for the eyes; a screen reader hears the wait once, then "try again now". */}
        {wait > 0 ? (
          <p className="kiosk-wait" data-testid="kiosk-wait" aria-hidden="true">
            {kioskText.tryAgainIn(wait)}
          </p>
        ) : null}
        <p className="visually-hidden" role="status">
          {ready ? kioskText.tryAgainNow : ''}
        </p>
        {mode === 'pictures' ? (
          <PicturePad
            value={pictures}
            onChange={tap}
            disabled={sending || wait > 0}
            label={kioskText.yourPictures}
            length={pictureCount}
            instruction={kioskText.tapPictures(pictureCount)}
          />
        ) : (
          <form onSubmit={submitPassword} noValidate className="form">
            <div className="field">
              <label htmlFor="kiosk-password">{kioskText.password}</label>
              <input
                ref={passwordInput}
                id="kiosk-password"
                className="input"
                type="password"
                // A shared device must not offer to keep a student's password.
                autoComplete="off"
                maxLength={200}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'kiosk-signin-error' : undefined}
              />
            </div>
            <Button type="submit" busy={sending} disabled={wait > 0} className="button-block">
              {kioskText.signIn}
            </Button>
          </form>
        )}
        <div className="kiosk-signin-actions">
          {tile.hasPicturePassword ? (
            <Button
              variant="ghost"
              disabled={sending}
              onClick={() => {
                setError(null);
                setMode(mode === 'pictures' ? 'password' : 'pictures');
              }}
            >
              {mode === 'pictures' ? kioskText.usePassword : kioskText.usePictures}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {kioskText.notMe}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
