import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ClassInfo } from '../../../shared/api/classes';
import { createKioskPin, IDLE_MINUTES, listKioskPins, revokeKioskPin, updateKioskPin, type KioskPin } from '../../../shared/api/kiosk';
import { kioskMessages } from '../../../shared/kioskMessages';
import { call, failureText } from '../../lib/api';
import { useLoaded } from '../../lib/useLoaded';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { LoadFailed } from '../../ui/LoadState';
import { toast } from '../../ui/toast';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/language';
import { kioskText } from './text';
import './kiosk.css';

/** The idle times offered (minutes without input before a pinned device signs its student out). */
const IDLE_CHOICES = [1, 2, 3, 5, 10, 15, 20, 30, 45, 60] as const;

/** The link a device opens to be pinned: the key after `#`, so it never reaches a server log. */
export const pinLink = (key: string, origin = window.location.origin) => `${origin}/kiosk#${key}`;

function IdleSelect({
  value,
  onChange,
  label,
  disabled,
}: {
  value: number;
  onChange: (n: number) => void;
  label: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))}>
        {IDLE_CHOICES.map((n) => (
          <option key={n} value={n}>
            {kioskText.minutes(n)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The QR code of a pin link, drawn by the `qrcode` package, which loads only when a link is shown. */
function PinQrCode({ link }: { link: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((text) => live && setSvg(text))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [link]);
  if (!svg) return <div className="pin-qr" aria-hidden="true" />;
  return <img className="pin-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={kioskText.qrCode} />;
}

/**
 * Pin a device (issue 14): make a pin link for a class (shown once, with its QR code), and see,
 * change the idle time of, and revoke the class's pins.
 */
export function PinDeviceDialog({ classInfo, onClose }: { classInfo: ClassInfo; onClose: () => void }) {
  useLanguage();
  const pins = useLoaded(() => call(listKioskPins, { query: { classID: classInfo.id } }), classInfo.id);
  const [label, setLabel] = useState('');
  const [idle, setIdle] = useState<number>(IDLE_MINUTES.default);
  const [made, setMade] = useState<{ pin: KioskPin; link: string } | null>(null);
  const [making, setMaking] = useState(false);

  async function make(event: FormEvent) {
    event.preventDefault();
    setMaking(true);
    try {
      const answer = await call(createKioskPin, { body: { classID: classInfo.id, label: label.trim(), idleMinutes: idle } });
      setMade({ pin: answer.pin, link: pinLink(answer.key) });
      setLabel('');
      pins.reload();
    } catch (err) {
      const text = failureText('make a pin link', err);
      if (text) toast.error(text);
    } finally {
      setMaking(false);
    }
  }

  const list = pins.status === 'ready' ? pins.data : [];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={kioskText.pinADevice}
      description={kioskText.pinDescription(classInfo.name)}
    >
      <div className="form">
        {made ? (
          <section className="pin-new" aria-labelledby="pin-made-title">
            <h3 id="pin-made-title">{made.pin.label ? kioskText.pinLinkNamed(made.pin.label) : kioskText.pinLink}</h3>
            <div className="pin-link-block">
              <div className="field copy-field">
                <label htmlFor="pin-link">{kioskText.openOnEachDevice}</label>
                <input id="pin-link" className="input" readOnly value={made.link} onFocus={(e) => e.currentTarget.select()} />
                <p className="muted">{kioskText.linkHelp}</p>
                <CopyLink link={made.link} />
              </div>
              <PinQrCode link={made.link} />
            </div>
          </section>
        ) : null}

        <form onSubmit={make} className="pin-new" aria-labelledby="pin-new-title">
          <h3 id="pin-new-title">{made ? kioskText.anotherPinLink : kioskText.newPinLink}</h3>
          <div className="pin-fields">
            <Field
              label={kioskText.deviceName}
              name="pinLabel"
              placeholder={kioskText.deviceNameExample}
              maxLength={60}
              autoComplete="off"
              value={label}
              onChange={(e) => setLabel(e.target.value)}
            />
            <IdleSelect label={kioskText.idleAfter} value={idle} onChange={setIdle} />
          </div>
          <div>
            <Button type="submit" busy={making}>
              {kioskText.makePinLink}
            </Button>
          </div>
        </form>

        <section aria-labelledby="pin-list-title">
          <h3 id="pin-list-title">{kioskText.pinnedDevices}</h3>
          {pins.status === 'failed' ? (
            <LoadFailed lead={kioskText.pinsFailed} action="load pins" error={pins.error} onRetry={pins.reload} />
          ) : null}
          {pins.status === 'ready' && list.length === 0 ? <p className="muted">{kioskText.noPins}</p> : null}
          {list.length > 0 ? (
            <ul className="pin-list">
              {list.map((pin) => (
                <PinRow key={pin.id} pin={pin} onChanged={pins.reload} />
              ))}
            </ul>
          ) : null}
        </section>

        <div className="dialog-actions">
          <Button onClick={onClose}>{kioskText.done}</Button>
        </div>
      </div>
    </Dialog>
  );
}

function CopyLink({ link }: { link: string }) {
  const [copied, setCopied] = useState<string>('');
  return (
    <div>
      <Button
        variant="secondary"
        onClick={() =>
          void navigator.clipboard.writeText(link).then(
            () => setCopied(kioskText.copied),
            () => setCopied(kioskText.copyBlocked),
          )
        }
      >
        {kioskText.copyLink}
      </Button>{' '}
      <span className="copy-status" role="status">
        {copied}
      </span>
    </div>
  );
}

function PinRow({ pin, onChanged }: { pin: KioskPin; onChanged: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = pin.label || kioskText.unnamedPin;
  const seen = pin.lastSeenAt
    ? kioskText.lastUsed(formatDate(pin.lastSeenAt, { dateStyle: 'medium', timeStyle: 'short' }))
    : kioskText.notOpenedYet;

  async function run(action: () => Promise<unknown>, failure: string, success?: string) {
    setBusy(true);
    try {
      await action();
      if (success) toast.success(success);
      onChanged();
    } catch (err) {
      const text = failureText(failure, err);
      if (text) toast.error(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="pin-row">
      <div className="pin-row-text">
        <strong>{name}</strong>
        <br />
        <span className="muted">{seen}</span>
      </div>
      {confirming ? (
        <div className="row-actions" role="group" aria-label={kioskText.removeQuestion(name)}>
          <span>{kioskText.removeText}</span>
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
            {kioskText.keep}
          </Button>
          <Button
            variant="danger"
            busy={busy}
            onClick={() => void run(() => call(revokeKioskPin, { body: { id: pin.id } }), 'remove the pin', kioskMessages.pinRevoked)}
          >
            {kioskText.yesRemove}
          </Button>
        </div>
      ) : (
        <div className="row-actions">
          <IdleSelect
            label={
              <>
                {kioskText.signOutAfter}
                <span className="visually-hidden"> ({name})</span>
              </>
            }
            value={pin.idleMinutes}
            disabled={busy}
            onChange={(n) => void run(() => call(updateKioskPin, { body: { id: pin.id, idleMinutes: n } }), 'change the idle time')}
          />
          <Button variant="ghost" className="button-ghost-danger" onClick={() => setConfirming(true)}>
            {kioskText.revoke}
            <span className="visually-hidden"> {name}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
