import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Signs in through the login form and waits to leave it; a new teacher's tour is skipped. */
export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email or Username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log Me in' }).click();
  await expect(page).not.toHaveURL(/\/$/);
  await skipTour(page);
}

/** A new teacher's first visit to /classes opens the tour a moment after the page: skip it. */
export async function skipTour(page: Page): Promise<void> {
  const tour = page.getByRole('dialog', { name: 'Welcome to Sentence Lab' });
  await tour.waitFor({ state: 'visible', timeout: 1500 }).catch(() => undefined);
  if (await tour.isVisible()) await tour.getByRole('button', { name: 'Skip tour' }).click();
}
