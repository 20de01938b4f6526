import { useEffect, useState } from 'react';
import { getPaymentSettings } from '../../../shared/api/billing';
import { call } from '../../lib/api';

/** The operator's contact details the help pages show (SUPPORT_EMAIL, HELP_DESK_URL). */
export interface SiteContact {
  supportEmail: string;
  helpDeskUrl: string | null;
}

/** The last answer is kept on the device (nobody's data: the school's support address), so the help pages show it offline too. */
const STORAGE_KEY = 'sentence-lab:site-contact';

function stored(): SiteContact | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SiteContact>;
    return typeof value.supportEmail === 'string'
      ? { supportEmail: value.supportEmail, helpDeskUrl: typeof value.helpDeskUrl === 'string' ? value.helpDeskUrl : null }
      : null;
  } catch {
    return null;
  }
}

/** Only an http(s) address becomes a link, whatever the server or the device's storage held. */
export const safeUrl = (url: string | null): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

/**
 * The support email and help desk from the public settings call: the copy on this device at once
 * (null the very first time), then the server's. Offline, the copy stays.
 */
export function useSiteContact(): SiteContact | null {
  const [contact, setContact] = useState<SiteContact | null>(stored);
  useEffect(() => {
    let live = true;
    call(getPaymentSettings, undefined, { background: true })
      .then((s) => {
        const next = { supportEmail: s.supportEmail, helpDeskUrl: safeUrl(s.helpDeskUrl) };
        try {
          localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
        } catch {
          // Storage full or blocked: the page still shows the answer.
        }
        if (live) setContact(next);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return contact;
}
