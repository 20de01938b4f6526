import * as RadixSwitch from '@radix-ui/react-switch';
import { useId } from 'react';
import { publicText } from './publicText';
import { setTheme, useTheme } from './theme';
import './switch.css';

/** "Dark theme" on or off for this device (Radix Switch: role="switch", Space and Enter). */
export function ThemeSwitch() {
  const id = useId();
  const dark = useTheme() === 'dark';
  return (
    <div className="theme-switch">
      <label htmlFor={id}>{publicText.darkTheme}</label>
      <RadixSwitch.Root
        id={id}
        checked={dark}
        onCheckedChange={(on) => setTheme(on ? 'dark' : 'light')}
        className={dark ? 'switch switch-on' : 'switch switch-off'}
      >
        <span className="switch-track" aria-hidden="true">
          <RadixSwitch.Thumb className="switch-thumb" />
        </span>
      </RadixSwitch.Root>
    </div>
  );
}
