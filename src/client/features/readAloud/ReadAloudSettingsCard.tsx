import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, useState } from 'react';
import type { User } from '../../../shared/api/auth';
import { READ_ALOUD_RATES } from '../../../shared/api/preferences';
import { failureText } from '../../lib/api';
import { SelectField } from '../../ui/SelectField';
import { toast } from '../../ui/toast';
import { ListenButton } from './ListenButton';
import { saveReadAloud, useReadAloudSettings, type ReadAloudSettings } from './settings';
import { speechSupported } from './speech';
import '../../ui/switch.css';
import './readAloud.css';

const RATE_NAMES: Record<(typeof READ_ALOUD_RATES)[number], string> = {
  0.6: 'Very slow',
  0.8: 'Slow',
  1: 'Normal',
  1.2: 'Fast',
  1.5: 'Very fast',
};
const RATE_OPTIONS = READ_ALOUD_RATES.map((rate) => ({ value: String(rate), label: `${RATE_NAMES[rate]} (${rate}×)` }));

/** Profile: listen buttons on or off and the reading speed, for this user on every device (issue 14). */
export function ReadAloudSettingsCard({ user }: { user: User }) {
  const settings = useReadAloudSettings();
  const switchId = useId();
  const [waiting, setWaiting] = useState(false);

  const change = async (next: ReadAloudSettings) => {
    try {
      setWaiting((await saveReadAloud(user, next)) === 'waiting');
    } catch (err) {
      const text = failureText('save your read-aloud setting', err);
      if (text) toast.error(text);
    }
  };
  const pickRate = (value: string) => {
    const rate = READ_ALOUD_RATES.find((r) => String(r) === value);
    if (rate !== undefined) void change({ ...settings, rate });
  };

  return (
    <section className="card profile-card read-aloud-settings" aria-labelledby="read-aloud-heading">
      <h2 id="read-aloud-heading">Read aloud</h2>
      {speechSupported() ? (
        <p className="muted">Listen buttons read the lessons, questions, answers and feedback to you.</p>
      ) : (
        <p className="muted">This browser cannot read aloud, so no listen buttons are shown here.</p>
      )}
      <div className="read-aloud-switch">
        <label htmlFor={switchId}>Read aloud</label>
        <RadixSwitch.Root
          id={switchId}
          checked={settings.enabled}
          onCheckedChange={(enabled) => void change({ ...settings, enabled })}
          className={settings.enabled ? 'switch switch-on' : 'switch switch-off'}
        >
          <span className="switch-track" aria-hidden="true">
            <RadixSwitch.Thumb className="switch-thumb" />
          </span>
          <span className="switch-text" aria-hidden="true">
            {settings.enabled ? 'On' : 'Off'}
          </span>
        </RadixSwitch.Root>
      </div>
      <SelectField label="Reading speed" options={RATE_OPTIONS} value={String(settings.rate)} onChange={(e) => pickRate(e.target.value)} />
      <div className="read-aloud-sample">
        {settings.enabled && speechSupported() ? <p>Hear a sample at this speed:</p> : null}
        <ListenButton
          id="read-aloud-sample"
          parts={[{ text: 'This is how fast the listen buttons read.', language: 'interface' }]}
          label="Listen to a sample"
          withText
        />
      </div>
      {settings.enabled && speechSupported() ? (
        <p className="muted">In a quiz, press Alt + Shift + R to hear the question. Press it again, or Esc, to stop.</p>
      ) : null}
      {waiting ? <p role="status">Saved on this device. It is saved to your account when you are back online.</p> : null}
    </section>
  );
}
