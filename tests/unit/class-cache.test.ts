import { describe, expect, it } from 'vitest';
import { ClassCache, type StudentClass } from '../../src/server/features/auth/class-cache';
import type { ClassInfo } from '../../src/shared/api/classes';

/** The class cache's own rules (the API tests in tests/api/session-cache.test.ts drive it through the app). */
const info = (id: string, name = id) => ({ id, name, code: `CODE${id}`, classSize: 1 }) as unknown as ClassInfo;
const teacherRow = (id: string) => ({ id, first: 'T' }) as never;
const live = (enabled = true) => {
  const cache = new ClassCache(enabled);
  cache.setLive(true);
  return cache;
};
const counting = <T>(value: T) => {
  const load = async () => (load.calls++, structuredClone(value));
  load.calls = 0;
  return load;
};

describe('ClassCache', () => {
  it('keeps what it read until a notice about it', async () => {
    const cache = live();
    const load = counting([info('c1')]);
    await cache.teacherClasses('t1', load);
    await cache.teacherClasses('t1', load);
    expect(load.calls).toBe(1);
    cache.heard('class:c1');
    await cache.teacherClasses('t1', load);
    expect(load.calls).toBe(2);
    cache.heard('view:t1');
    await cache.teacherClasses('t1', load);
    expect(load.calls).toBe(3);
  });

  it('drops a student when their class or their teacher changes, not when another class does', async () => {
    const cache = live();
    const load = counting<StudentClass>({ info: info('c1'), teacher: teacherRow('t1') });
    await cache.studentClass('s1', load);
    cache.heard('class:c2');
    cache.heard('t2');
    await cache.studentClass('s1', load);
    expect(load.calls).toBe(1);
    cache.heard('t1'); // the teacher's row: their active state decides the student's
    await cache.studentClass('s1', load);
    expect(load.calls).toBe(2);
    cache.heard('*');
    await cache.studentClass('s1', load);
    expect(load.calls).toBe(3);
  });

  it('does not keep what a read began before a notice', async () => {
    const cache = live();
    let release = () => {};
    const slow = () => new Promise<boolean>((resolve) => (release = () => resolve(false)));
    const reading = cache.googleLinked('u1', slow);
    cache.heard('view:u1');
    release();
    expect(await reading).toBe(false);
    const load = counting(true);
    expect(await cache.googleLinked('u1', load)).toBe(true);
    expect(load.calls).toBe(1);
  });

  it('reads once for requests that miss together, and again for one that misses after a notice', async () => {
    const cache = live();
    const releases: Array<() => void> = [];
    let calls = 0;
    const slow = () =>
      new Promise<boolean>((resolve) => {
        const n = ++calls;
        releases.push(() => resolve(n === 1));
      });
    const first = cache.googleLinked('u1', slow);
    const second = cache.googleLinked('u1', slow);
    const otherUser = cache.googleLinked('u2', slow);
    expect(calls).toBe(2); // u1 once, u2 once
    expect(cache.stats.joined).toBe(1);
    // A notice while the read runs: a request after it must not take the read that began before it.
    cache.heard('view:u1');
    const afterNotice = cache.googleLinked('u1', slow);
    expect(calls).toBe(3);
    for (const release of releases) release();
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    await otherUser;
    expect(await afterNotice).toBe(false);
    // What the read after the notice found is kept; the one before it is not.
    const load = counting(true);
    expect(await cache.googleLinked('u1', load)).toBe(false);
    expect(load.calls).toBe(0);
  });

  it('a read that fails is not shared with later requests', async () => {
    const cache = live();
    const failing = async () => {
      throw new Error('database gone');
    };
    await expect(cache.googleLinked('u1', failing)).rejects.toThrow('database gone');
    const load = counting(true);
    expect(await cache.googleLinked('u1', load)).toBe(true);
    expect(load.calls).toBe(1);
  });

  it('keeps nothing when off (PostgreSQL) or before listening, and nothing once the listener is lost', async () => {
    const offButListening = new ClassCache(false);
    offButListening.setLive(true);
    for (const cache of [new ClassCache(false), offButListening, new ClassCache(true)]) {
      const load = counting(true);
      await cache.googleLinked('u1', load);
      await cache.googleLinked('u1', load);
      expect(load.calls).toBe(2);
    }
    const cache = live();
    const load = counting(true);
    await cache.googleLinked('u1', load);
    cache.setLive(false);
    await cache.googleLinked('u1', load);
    expect(load.calls).toBe(2);
  });

  it('hands out frozen copies: no handler can change what later requests are answered from', async () => {
    const cache = live();
    const list = await cache.teacherClasses('t1', async () => [info('c1', 'Room 1')]);
    expect(() => ((list[0] as { name: string }).name = 'Changed')).toThrow(TypeError);
    expect((await cache.teacherClasses('t1', async () => [])).map((c) => c.name)).toEqual(['Room 1']);
  });

  it('holds at most maxEntries users, dropping the oldest', async () => {
    const cache = new ClassCache(true, 60_000, 2);
    cache.setLive(true);
    for (const u of ['a', 'b', 'c']) await cache.googleLinked(u, async () => true);
    expect(cache.size).toBe(2);
    const load = counting(true);
    await cache.googleLinked('a', load);
    expect(load.calls).toBe(1);
  });
});
