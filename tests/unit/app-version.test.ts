import { describe, expect, it } from 'vitest';
import { compareVersions, MIGRATIONS, migrationsFrom } from '../../src/client/lib/appVersion';
import { APP_VERSION } from '../../src/shared/messages';

describe('app version migrations (ACB §4 Session)', () => {
  it('compares versions part by part, as numbers', () => {
    expect(compareVersions('1.8.9', '1.8.25')).toBe(-1);
    expect(compareVersions('1.8.25', '1.8.25')).toBe(0);
    expect(compareVersions('1.10.0', '1.9.99')).toBe(1);
    expect(compareVersions('2', '1.99.99')).toBe(1);
    expect(compareVersions('1.8', '1.8.0')).toBe(0);
  });

  it('an older stored version runs the migrations after it; 1.8.25 demands a new sign-in', () => {
    expect(migrationsFrom('1.8.24', APP_VERSION).map((m) => [m.version, m.relogin])).toEqual([['1.8.25', true]]);
    expect(migrationsFrom('1.7.0', APP_VERSION).some((m) => m.relogin)).toBe(true);
  });

  it('the same version, a first start (nothing stored) or a newer stored version run nothing', () => {
    expect(migrationsFrom(APP_VERSION)).toEqual([]);
    expect(migrationsFrom(undefined)).toEqual([]);
    expect(migrationsFrom('9.0.0')).toEqual([]);
  });

  it('a migration newer than the running version waits for that version', () => {
    const later = [...MIGRATIONS, { version: '1.9.0', relogin: true, why: 'test' }];
    expect(migrationsFrom('1.8.25', '1.8.25', later)).toEqual([]);
    expect(migrationsFrom('1.8.25', '1.9.0', later).map((m) => m.version)).toEqual(['1.9.0']);
  });
});
