import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_WINDOW_MS, Coalescer, GATHER_MS, failed, ok } from '../../src/server/db/coalesce';

/** Group commit's batching (src/server/db/coalesce.ts): when calls wait for each other, and when they do not. */
beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'Date'] }));
afterEach(() => void vi.useRealTimers());

function recorder() {
  const batches: number[][] = [];
  const coalescer = new Coalescer<number, number>(async (items) => {
    batches.push(items);
    return items.map((n) => (n < 0 ? failed(new Error(`bad ${n}`)) : ok(n * 10)));
  });
  return { batches, coalescer };
}

describe('Coalescer', () => {
  it('calls made together go as one batch, each answered with its own result', async () => {
    const { batches, coalescer } = recorder();
    const answers = Promise.all([1, 2, 3].map((n) => coalescer.add(n)));
    await vi.advanceTimersByTimeAsync(1);
    expect(await answers).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('a lone call (one device replaying its outbox) goes at once, without the gathering wait', async () => {
    const { batches, coalescer } = recorder();
    for (const n of [1, 2, 3]) {
      const answer = coalescer.add(n);
      await vi.advanceTimersByTimeAsync(1); // less than GATHER_MS
      expect(await answer).toBe(n * 10);
      await vi.advanceTimersByTimeAsync(BUSY_WINDOW_MS);
    }
    expect(batches).toEqual([[1], [2], [3]]);
  });

  it('right after a batch of several, the next call waits GATHER_MS for others', async () => {
    const { batches, coalescer } = recorder();
    await vi.advanceTimersByTimeAsync(1);
    const first = Promise.all([1, 2].map((n) => coalescer.add(n)));
    await vi.advanceTimersByTimeAsync(1);
    await first;
    const late = coalescer.add(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toHaveLength(1); // still gathering
    const other = coalescer.add(4);
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    expect(await Promise.all([late, other])).toEqual([30, 40]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('one bad item fails alone', async () => {
    const { coalescer } = recorder();
    const answers = [5, -1, 6].map((n) => coalescer.add(n).catch((e: Error) => e.message));
    await vi.advanceTimersByTimeAsync(1);
    expect(await Promise.all(answers)).toEqual([50, 'bad -1', 60]);
  });
});
