import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { getLegalSettings, LegalSettings } from '../../../shared/api/legal';
import { call } from '../../lib/api';

/** The last answer is kept on the device (nobody's data: who runs the site), so the legal pages name the operator offline too. */
const STORAGE_KEY = 'sentence-lab:legal-settings';

function stored(): LegalSettings | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(LegalSettings, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Who runs this site (GET /api/site/legal: OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL or
 * SUPPORT_EMAIL, POLICY_EFFECTIVE_DATE): the copy on this device at once (null the very first
 * time), then the server's. Offline, the copy stays.
 */
export function useLegalSettings(): LegalSettings | null {
  const [settings, setSettings] = useState<LegalSettings | null>(stored);
  useEffect(() => {
    let live = true;
    call(getLegalSettings, undefined, { background: true })
      .then((next) => {
        try {
          localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
        } catch {
          // Storage full or blocked: the page still shows the answer.
        }
        if (live) setSettings(next);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
