interface SwitchProps {
  checked: boolean;
  /** The accessible name: what the switch turns on, and for which lesson. */
  label: string;
  /** Shown as unavailable but still focusable, so a click can say why (e.g. trial accounts). */
  locked?: boolean;
  busy?: boolean;
  onToggle: () => void;
}

/** An on/off switch: a button with role="switch" and aria-checked, On / Off written beside the knob. */
export function Switch({ checked, label, locked = false, busy = false, onToggle }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-disabled={locked || undefined}
      aria-busy={busy || undefined}
      className={['switch', checked ? 'switch-on' : 'switch-off', locked ? 'switch-locked' : ''].filter(Boolean).join(' ')}
      onClick={onToggle}
    >
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span className="switch-text" aria-hidden="true">
        {checked ? 'On' : 'Off'}
      </span>
    </button>
  );
}
