import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { KioskTile } from '../../../shared/api/kiosk';
import { PRODUCT_NAME } from '../../../shared/messages';
import { kioskMessages } from '../../../shared/kioskMessages';
import { ApiError, failureMessage } from '../../lib/api';
import { getSession, signOut } from '../../lib/session';
import { Brand } from '../../ui/Brand';
import { Button } from '../../ui/Button';
import { SkipLink } from '../../ui/SkipLink';
import { ThemeSwitch } from '../../ui/ThemeSwitch';
import { LanguageSelect } from '../../i18n/LanguageSelect';
import { useLanguage } from '../../i18n/language';
import { kioskText } from './text';
import { endKioskSession, forgetPin, keepPin, pinKey } from './kioskDevice';
import { readRoster, type Roster } from './roster';
import { keepTiles, keptTiles } from './tileCache';
import { isOffline, onBackOnline, subscribeConnectivity } from '../../offline/connectivity';
import { OfflineSignInNotice } from '../../offline/OfflineSignInNotice';
import { SignInDialog } from './SignInDialog';
import './kiosk.css';

type State =
  | { kind: 'loading' }
  | { kind: 'confirm'; key: string; roster: Roster; signedInName: string | null }
  | { kind: 'unpinned' }
  | { kind: 'revoked' }
  | { kind: 'failed'; message: string }
  | { kind: 'tiles'; key: string; roster: Roster };

/** The tiles are asked for again this often: new students appear, and a revoked pin is noticed. */
const REFRESH_MS = 60_000;
/** Past this many students a search box helps find a name. */
const SEARCH_FROM = 12;

/** The key a pin link carries after `#`, taken out of the address bar (and the history entry) at once. */
function takeKeyFromAddress(): string | null {
  const key = window.location.hash.replace(/^#/, '').trim();
  if (!key) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return /^[A-Za-z0-9_-]{20,200}$/.test(key) ? key : null;
}

/**
 * /kiosk on a device (issue 14). Opened from a pin link (`/kiosk#key`) it asks to pin the device
 * to the class; on a pinned device it is where nobody is signed in: the class's name tiles. Any
 * session still open on the device ends when the tiles show, so nothing of the last student stays.
 */
export function KioskScreen({ signedOutIdle }: { signedOutIdle?: number }) {
  useLanguage();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const showTiles = useCallback(async (key: string) => {
    try {
      const roster = await readRoster(key);
      setState({ kind: 'tiles', key, roster });
      void keepTiles(key, roster);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        forgetPin();
        setState({ kind: 'revoked' });
        return;
      }
      // No answer (the Wi-Fi is down): the tiles this device showed last, with the offline notice.
      const kept = err instanceof ApiError && (err.isOffline || err.isTimeout) ? await keptTiles(key) : null;
      if (kept) setState({ kind: 'tiles', key, roster: kept });
      else setState({ kind: 'failed', message: failureMessage('load the class list', err) });
    }
  }, []);

  useEffect(() => {
    let live = true;
    void (async () => {
      const fromLink = takeKeyFromAddress();
      if (fromLink && fromLink !== pinKey()) {
        try {
          const roster = await readRoster(fromLink);
          const user = getSession().user;
          if (live) setState({ kind: 'confirm', key: fromLink, roster, signedInName: user ? `${user.first} ${user.last}`.trim() : null });
        } catch (err) {
          if (!live) return;
          if (err instanceof ApiError && err.status === 401) setState({ kind: 'revoked' });
          else setState({ kind: 'failed', message: failureMessage('check the pin link', err) });
        }
        return;
      }
      const key = pinKey();
      if (!key) return live && setState({ kind: 'unpinned' });
      // Whoever is still signed in here has left: the tiles are the signed-out page of a pinned device.
      if (getSession().apiKey) await signOut();
      endKioskSession();
      if (live) await showTiles(key);
    })();
    return () => {
      live = false;
    };
  }, [attempt, showTiles]);

  // Otherwise the root's title for the route stays (issue 29: "Class sign-in · Sentence Lab").
  const title = state.kind === 'tiles' ? state.roster.className : state.kind === 'confirm' ? kioskText.pinThisDevice : null;
  useEffect(() => {
    if (title) document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);

  return (
    <div className="app-shell kiosk-shell">
      <SkipLink />
      <header className="site-header">
        <div className="header-inner">
          <Brand to="/" />
          <ThemeSwitch />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="main kiosk-main">
        <div className="kiosk-language">
          <LanguageSelect />
        </div>
        {state.kind === 'loading' ? <p className="muted">{kioskText.loading}</p> : null}
        {state.kind === 'confirm' ? (
          <PinConfirm
            state={state}
            onPin={async () => {
              if (getSession().apiKey) await signOut();
              keepPin(state.key);
              endKioskSession();
              setState({ kind: 'tiles', key: state.key, roster: state.roster });
              void keepTiles(state.key, state.roster);
            }}
            onCancel={() => void navigate({ to: '/' })}
          />
        ) : null}
        {state.kind === 'unpinned' ? (
          <section className="card kiosk-card" aria-labelledby="kiosk-heading">
            <h1 id="kiosk-heading">{kioskText.unpinnedTitle}</h1>
            <p>{kioskText.unpinnedText}</p>
            <p>
              <Link to="/login">{kioskText.goToLogin}</Link>
            </p>
          </section>
        ) : null}
        {state.kind === 'revoked' ? (
          <section className="card kiosk-card" aria-labelledby="kiosk-heading" role="alert">
            <h1 id="kiosk-heading">{kioskText.revokedTitle}</h1>
            <p>{kioskMessages.notPinned}</p>
            <p>
              <Link to="/login">{kioskText.goToLogin}</Link>
            </p>
          </section>
        ) : null}
        {state.kind === 'failed' ? (
          <section className="card kiosk-card" aria-labelledby="kiosk-heading">
            <h1 id="kiosk-heading">{kioskText.failedTitle}</h1>
            <p role="alert">{state.message}</p>
            <Button onClick={() => setAttempt((n) => n + 1)}>{kioskText.tryAgain}</Button>
          </section>
        ) : null}
        {state.kind === 'tiles' ? (
          <Tiles
            pin={state.key}
            roster={state.roster}
            signedOutIdle={signedOutIdle}
            onRoster={(roster) => {
              setState({ kind: 'tiles', key: state.key, roster });
              void keepTiles(state.key, roster);
            }}
            onRevoked={() => {
              forgetPin();
              setState({ kind: 'revoked' });
            }}
          />
        ) : null}
      </main>
    </div>
  );
}

function PinConfirm({
  state,
  onPin,
  onCancel,
}: {
  state: Extract<State, { kind: 'confirm' }>;
  onPin: () => Promise<void>;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const { roster } = state;
  return (
    <section className="card kiosk-card" aria-labelledby="kiosk-heading">
      <h1 id="kiosk-heading">{kioskText.confirmTitle(roster.className)}</h1>
      <p>{kioskText.confirmText(roster.className)}</p>
      {roster.label ? <p className="muted">{kioskText.pinNamed(roster.label)}</p> : null}
      {state.signedInName ? <p className="notice notice-warning">{kioskText.signedInWarning(state.signedInName)}</p> : null}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {kioskText.cancel}
        </Button>
        <Button
          busy={busy}
          onClick={() => {
            setBusy(true);
            void onPin().finally(() => setBusy(false));
          }}
        >
          {kioskText.pinThisDevice}
        </Button>
      </div>
    </section>
  );
}

function Tiles({
  pin,
  roster,
  signedOutIdle,
  onRoster,
  onRevoked,
}: {
  pin: string;
  roster: Roster;
  signedOutIdle?: number;
  onRoster: (roster: Roster) => void;
  onRevoked: () => void;
}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<KioskTile | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;

  // Signing in needs the server (src/client/offline/README.md: there is no offline sign-in): while it cannot be
  // reached, the tiles are the copy this device kept, and each says it needs the network.
  const offline = useSyncExternalStore(subscribeConnectivity, isOffline);

  useEffect(() => heading.current?.focus(), []);

  // Asked again now and then (not while someone is signing in): new students, a revoked pin; and
  // at once when the server answers again after the network was down.
  useEffect(() => {
    const refresh = () => {
      if (chosenRef.current) return;
      readRoster(pin, true).then(onRoster, (err: unknown) => {
        if (err instanceof ApiError && err.status === 401) onRevoked();
      });
    };
    const timer = setInterval(refresh, REFRESH_MS);
    const stopListening = onBackOnline(refresh);
    return () => {
      clearInterval(timer);
      stopListening();
    };
  }, [pin, onRoster, onRevoked]);

  const needle = search.trim().toLocaleLowerCase();
  const shown = useMemo(
    () => (needle ? roster.students.filter((s) => s.name.toLocaleLowerCase().includes(needle)) : roster.students),
    [roster.students, needle],
  );

  return (
    <section className="kiosk-tiles-page" aria-labelledby="kiosk-heading">
      <div className="kiosk-heading">
        <h1 id="kiosk-heading" ref={heading} tabIndex={-1}>
          {roster.className}
        </h1>
        {roster.label ? <p className="muted kiosk-label">{roster.label}</p> : null}
      </div>
      {signedOutIdle ? (
        <p className="notice kiosk-signed-out" role="status">
          {kioskMessages.idleSignedOut(signedOutIdle)}
        </p>
      ) : null}
      <OfflineSignInNotice />
      <p className="lead">{offline ? kioskText.namesNeedNetwork : kioskText.tapYourName}</p>
      {roster.students.length > SEARCH_FROM ? (
        <div className="field kiosk-search">
          <label htmlFor="kiosk-search">{kioskText.findYourName}</label>
          <input
            id="kiosk-search"
            className="input"
            type="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={50}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      ) : null}
      {roster.students.length === 0 ? <p className="notice empty-state">{kioskText.noStudents}</p> : null}
      {roster.students.length > 0 && shown.length === 0 ? (
        <p className="muted" role="status">
          {kioskText.noMatch(search.trim())}
        </p>
      ) : null}
      <ul className="kiosk-tiles" aria-label={kioskText.students}>
        {shown.map((s) => (
          <li key={s.id}>
            <button
              type="button"
              className={offline ? 'kiosk-tile kiosk-tile-offline' : 'kiosk-tile'}
              aria-disabled={offline || undefined}
              onClick={() => !offline && setChosen(s)}
            >
              <span className="kiosk-initial" aria-hidden="true">
                {Array.from(s.name)[0]?.toLocaleUpperCase()}
              </span>
              <span className="kiosk-name">
                {s.name}
                {offline ? <span className="kiosk-tile-needs">{kioskText.needsNetwork}</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className="kiosk-footer muted">
        {kioskText.teacher} <Link to="/login">{kioskText.teacherSignIn}</Link>
      </p>
      {chosen ? (
        <SignInDialog
          pin={pin}
          tile={chosen}
          idleMinutes={roster.idleMinutes}
          onClose={() => setChosen(null)}
          onPinGone={() => {
            setChosen(null);
            onRevoked();
          }}
        />
      ) : null}
    </section>
  );
}
