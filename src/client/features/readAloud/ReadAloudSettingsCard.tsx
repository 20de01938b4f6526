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
import { readAloudText } from './text';
import { formatNumber } from '../../i18n/format';

const RATE_NAMES = {
  0.6: 'verySlow',
  0.8: 'slow',
  1: 'normal',
  1.2: 'fast',
  1.5: 'veryFast',
} as const satisfies Record<(typeof READ_ALOUD_RATES)[number], keyof typeof readAloudText>;
const rateOptions = () =>
  READ_ALOUD_RATES.map((rate) => ({ value: String(rate), label: `${readAloudText[RATE_NAMES[rate]]} (${formatNumber(rate)}×)` }));

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
      <h2 id="read-aloud-heading">{readAloudText.readAloud}</h2>
      {speechSupported() ? <p className="muted">{readAloudText.explain}</p> : <p className="muted">{readAloudText.unsupported}</p>}
      <div className="read-aloud-switch">
        <label htmlFor={switchId}>{readAloudText.readAloud}</label>
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
            {settings.enabled ? readAloudText.on : readAloudText.off}
          </span>
        </RadixSwitch.Root>
      </div>
      <SelectField
        label={readAloudText.readingSpeed}
        options={rateOptions()}
        value={String(settings.rate)}
        onChange={(e) => pickRate(e.target.value)}
      />
      <div className="read-aloud-sample">
        {settings.enabled && speechSupported() ? <p>{readAloudText.sampleIntro}</p> : null}
        <ListenButton
          id="read-aloud-sample"
          parts={[{ text: readAloudText.sampleText, language: 'interface' }]}
          label={readAloudText.listenToSample}
          withText
        />
      </div>
      {settings.enabled && speechSupported() ? <p className="muted">{readAloudText.shortcutHelp}</p> : null}
      {waiting ? <p role="status">{readAloudText.savedOnDevice}</p> : null}
    </section>
  );
}
