import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT } from '../../../playwright.config';
import { startNetwork, type Network } from './network';

/** Each test reaches the server through its own cuttable network (and so its own origin). */
export const test = base.extend<{ network: Network }>({
  network: async ({}, use) => {
    const network = await startNetwork(E2E_PORT);
    await use(network);
    await network.close();
  },
  baseURL: async ({ network }, use) => use(network.url),
});

export { expect };

/** The demo accounts the server printed on its first start (random passwords). */
export function demoAccounts(): Record<string, { login: string; password: string }> {
  const text = readFileSync(join(E2E_DATA_DIR, 'demo-accounts.txt'), 'utf8');
  const out: Record<string, { login: string; password: string }> = {};
  for (const line of text.split('\n').slice(1)) {
    const m = line.match(/^\s+(Admin|Teacher|Trial teacher|Trial ended|Student|Super teacher|Sub-teacher)\s+(\S+)\s+(\S+)/);
    if (m) out[m[1]!] = { login: m[2]!, password: m[3]! };
  }
  return out;
}

/** A name no other test run has used, for emails and usernames. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
