import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { E2E_DATA_DIR } from '../../../playwright.config';
import { demoAccounts, expect, okJson, unique } from './fixtures';

interface VerifiedTeacherOptions {
  /** Starts the teacher's email (`${label}…@school.example`). */
  label: string;
  first: string;
  last: string;
  password: string;
}

/**
 * A new teacher of their own (the demo accounts are shared by other tests) who has skipped the
 * tour, opened the emailed verify link as a real one would (the verify banner is for new
 * accounts), and holds a purchase order the admin recorded: masterAnnual_3 x 7, a year out.
 */
export async function verifiedTeacher(api: APIRequestContext, options: VerifiedTeacherOptions) {
  const email = `${unique(options.label)}@school.example`;
  const teacher = await okJson<{ apiKey: string }>(
    await api.post('/api/user/save/teacher', {
      data: { email, first: options.first, last: options.last, password: options.password, howDidYouHearAboutUs: 'Conference' },
    }),
  );
  const headers = { 'X-Api-Key': teacher.apiKey };
  await okJson(await api.post('/api/user/updateshowtutorial', { headers, data: { showTutorial: false } }));
  let mail = '';
  await expect
    .poll(() => {
      const folder = join(E2E_DATA_DIR, 'mail');
      mail =
        readdirSync(folder)
          .filter((n) => n.endsWith('.json'))
          .map((n) => JSON.parse(readFileSync(join(folder, n), 'utf8')) as { to: string; text: string })
          .find((m) => m.to === email)?.text ?? '';
      return mail;
    })
    .toContain('verifyemail');
  const link = new URL(mail.match(/https?:\/\/\S+\/api\/user\/verifyemail\?token=\S+/)![0]);
  expect((await api.get(`${link.pathname}${link.search}`)).ok()).toBe(true);
  const me = await okJson<{ id: string }>(await api.post('/api/user/checksession', { headers }));
  const { Admin } = demoAccounts();
  const admin = await okJson<{ apiKey: string }>(
    await api.post('/api/user/login', { data: { username: Admin!.login, password: Admin!.password } }),
  );
  const yearOut = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await okJson(
    await api.post('/api/admin/purchaseorder', {
      headers: { 'X-Api-Key': admin.apiKey },
      data: { userID: me.id, paymentPlan: 'masterAnnual_3', quantity: 7, expirationDate: yearOut },
    }),
  );
  return { email, headers, userID: me.id };
}
