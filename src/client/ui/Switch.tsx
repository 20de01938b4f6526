import * as RadixSwitch from '@radix-ui/react-switch';
import { teacherUiText } from './teacherText';
import './switch.css';

interface SwitchProps {
  checked: boolean;
  /** The accessible name: what the switch turns on, and for which lesson or topic. */
  label: string;
  /** Shown as unavailable but still focusable, so a click can say why (e.g. trial accounts). */
  locked?: boolean;
  busy?: boolean;
  onToggle: () => void;
}

/**
 * An on/off switch (Radix Switch: role="switch", aria-checked, Space and Enter), with On / Off
 * written beside the knob. A locked switch stays focusable and calls onToggle, so the screen can
 * say why nothing changes.
 */
export function Switch({ checked, label, locked = false, busy = false, onToggle }: SwitchProps) {
  return (
    <RadixSwitch.Root
      checked={checked}
      onCheckedChange={() => onToggle()}
      aria-label={label}
      aria-disabled={locked || undefined}
      aria-busy={busy || undefined}
      className={['switch', checked ? 'switch-on' : 'switch-off', locked ? 'switch-locked' : ''].filter(Boolean).join(' ')}
    >
      <span className="switch-track" aria-hidden="true">
        <RadixSwitch.Thumb className="switch-thumb" />
      </span>
      <span className="switch-text" aria-hidden="true">
        {checked ? teacherUiText.on : teacherUiText.off}
      </span>
    </RadixSwitch.Root>
  );
}
