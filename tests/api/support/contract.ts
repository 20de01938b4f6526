import { readdirSync } from 'node:fs';
import * as account from '../../../src/shared/api/account';
import * as admin from '../../../src/shared/api/admin';
import * as auth from '../../../src/shared/api/auth';
import * as billing from '../../../src/shared/api/billing';
import * as bulkDelivery from '../../../src/shared/api/bulkDelivery';
import * as google from '../../../src/shared/api/google';
import * as googleAuth from '../../../src/shared/api/googleAuth';
import * as classes from '../../../src/shared/api/classes';
import * as common from '../../../src/shared/api/common';
import * as content from '../../../src/shared/api/content';
import * as customLessons from '../../../src/shared/api/customLessons';
import * as delivery from '../../../src/shared/api/delivery';
import * as diagnostic from '../../../src/shared/api/diagnostic';
import * as endpointModule from '../../../src/shared/api/endpoint';
import * as kiosk from '../../../src/shared/api/kiosk';
import * as legal from '../../../src/shared/api/legal';
import * as lessonVideos from '../../../src/shared/api/lessonVideos';
import * as needsHelp from '../../../src/shared/api/needsHelp';
import * as offline from '../../../src/shared/api/offline';
import * as path from '../../../src/shared/api/path';
import type { Endpoint } from '../../../src/shared/api/endpoint';
import * as practice from '../../../src/shared/api/practice';
import * as preferences from '../../../src/shared/api/preferences';
import * as progress from '../../../src/shared/api/progress';
import * as quizzes from '../../../src/shared/api/quizzes';
import * as roster from '../../../src/shared/api/roster';
import * as sealed from '../../../src/shared/api/sealed';
import * as sealedBox from '../../../src/shared/api/sealedBox';
import * as students from '../../../src/shared/api/students';
import * as sync from '../../../src/shared/api/sync';
import * as teachers from '../../../src/shared/api/teachers';
import * as tracking from '../../../src/shared/api/tracking';
import * as writing from '../../../src/shared/api/writing';

/**
 * Every module of the contract (src/shared/api), by file name: the tests that must reach every
 * endpoint (authorization matrix, fuzzing) collect them here, and check with `apiModuleFiles()`
 * that a new module was added to this list.
 */
export const MODULES: Record<string, Record<string, unknown>> = {
  account,
  admin,
  auth,
  billing,
  bulkDelivery,
  classes,
  common,
  content,
  customLessons,
  delivery,
  diagnostic,
  endpoint: endpointModule,
  google,
  googleAuth,
  kiosk,
  legal,
  lessonVideos,
  needsHelp,
  offline,
  path,
  practice,
  preferences,
  progress,
  quizzes,
  roster,
  sealed,
  sealedBox,
  students,
  sync,
  teachers,
  tracking,
  writing,
};

/** The module files present in src/shared/api, without their extension. */
export const apiModuleFiles = () =>
  readdirSync(new URL('../../../src/shared/api/', import.meta.url))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.replace(/\.ts$/, ''));

const METHODS = new Set(['GET', 'POST', 'PATCH', 'DELETE']);
const isEndpoint = (x: unknown): x is Endpoint => {
  const e = x as Partial<Endpoint> | null;
  return !!e && typeof e === 'object' && METHODS.has(e.method as string) && typeof e.path === 'string' && !!e.response;
};

/** `METHOD /path`, as the specs name a call. */
export const keyOf = (e: Endpoint) => `${e.method} ${e.path}`;

/** Each endpoint once, named by its module and export (a re-exported one keeps its first name), sorted by name. */
export function contractEndpoints(): { name: string; endpoint: Endpoint }[] {
  const seen = new Set<Endpoint>();
  const byKey = new Map<string, Endpoint>();
  const found: { name: string; endpoint: Endpoint }[] = [];
  for (const [mod, exports] of Object.entries(MODULES)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!isEndpoint(value) || seen.has(value)) continue;
      const other = byKey.get(keyOf(value));
      if (other) throw new Error(`two endpoints are ${keyOf(value)}`);
      seen.add(value);
      byKey.set(keyOf(value), value);
      found.push({ name: `${mod}.${name}`, endpoint: value });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
