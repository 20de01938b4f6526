import type { Outcome } from './outbox';

/** Page ⇄ service worker messages about the outbox. */
export const OUTBOX_CHANNEL = 'sentence-lab-outbox';
/** Background Sync tag (Chromium): the browser wakes the worker to deliver when it is online. */
export const SYNC_TAG = 'sentence-lab-outbox';

export type OutboxMessage = { type: 'OUTCOME'; outcome: Outcome };
