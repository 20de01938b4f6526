/**
 * The bench's load generator, in a process of its own. Run in the server's process, the
 * generator shares the server's one thread: every response it parses and every request it
 * writes is time the server does not get, and a busy server delays the generator's timers so
 * that what it measures is partly itself. Here the server has its thread and the generator
 * another process (this machine's second core), as real devices would be. `runLoad` drives
 * autocannon for a steady load; `runBurst` plays the bell, one device a connection.
 *
 * The parent forks this file (`node --import tsx tests/bench/load.ts`) for each case and gets
 * the figures back over IPC.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export type LoadSpec = {
  url: string;
  connections: number;
  durationS: number;
  /** Seconds of the same load first, not counted: the server's JIT and caches warm, as a server in use is. */
  warmupS?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Quiz saves: request n is student floor(n / bodies) % keys with quiz body n % bodies, a new
   * Idempotency-Key each and X-Queued-At now, as the outbox sends them.
   */
  rotate?: { keys: string[]; bodies: string[]; idempotencyPrefix: string };
};
/** `sent` counts the warm-up's requests too (the rows they stored); the rest is of the measured run. */
export type LoadResult = { rps: number; p50: number; p99: number; errors: number; sent: number };

export type BurstDevice = { key: string; body: string; idempotencyKey: string; atMs: number };
export type BurstSpec = { url: string; devices: BurstDevice[]; retryMs: number; maxTries: number };
/** One device's save: when it pressed Finish (ms after the bell), how long until its answer. */
export type BurstSent = { atMs: number; started: number; ms: number; status: number; tries: number };
export type BurstResult = { sent: BurstSent[]; retries: number; retryReasons: [number, number][]; totalS: number };

type Job = { kind: 'load'; spec: LoadSpec } | { kind: 'burst'; spec: BurstSpec };

const SELF = fileURLToPath(import.meta.url);

type FromChild<T> = { measuring: true } | { ok: true; value: T } | { ok: false; error: string };

function inChild<T>(job: Job, onMeasuring?: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const child = fork(SELF, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_LOAD_CHILD: '1' },
      serialization: 'advanced',
    });
    let answered = false;
    child.on('message', (message: FromChild<T>) => {
      if ('measuring' in message) return onMeasuring?.();
      answered = true;
      if (message.ok) resolve(message.value);
      else reject(new Error(`load generator: ${message.error}`));
      child.disconnect();
    });
    child.once('exit', (code) => answered || reject(new Error(`load generator exited with ${code} before answering`)));
    child.send(job);
  });
}

/** `onMeasuring` is called when the warm-up is over and the counted run begins. */
export const runLoad = (spec: LoadSpec, onMeasuring?: () => void) => inChild<LoadResult>({ kind: 'load', spec }, onMeasuring);
export const runBurst = (spec: BurstSpec) => inChild<BurstResult>({ kind: 'burst', spec });

async function load(spec: LoadSpec): Promise<LoadResult> {
  const { rotate } = spec;
  let next = 0;
  const requests: autocannon.Request[] | undefined = rotate && [
    {
      method: 'POST',
      setupRequest: (req) => {
        const n = next++;
        const pair = n % (rotate.keys.length * rotate.bodies.length);
        const headers = {
          'Content-Type': 'application/json',
          'X-Api-Key': rotate.keys[Math.floor(pair / rotate.bodies.length)]!,
          'Idempotency-Key': `${rotate.idempotencyPrefix}${n}`,
          'X-Queued-At': new Date().toISOString(),
        };
        return { ...req, headers, body: rotate.bodies[pair % rotate.bodies.length]! };
      },
    },
  ];
  // One run: the warm-up's seconds first, then the counted ones, on the same connections. The
  // counted figures are the answers that came after the warm-up, so they measure the server at
  // work, not the opening of 200 connections at once: Node 20 (libuv 1.46, libuv PR 3696) accepts one new
  // connection per turn of its event loop, and a saturated server's turns are long, so at the
  // start of a run the last of 200 new connections waited up to 2 s to be accepted (README
  // "Performance"). Devices keep their connections open (30 s, src/server/listen.ts).
  const warmupMs = (spec.warmupS ?? 0) * 1000;
  const counted: number[] = [];
  let errors = 0;
  let measuring = false;
  const startMeasuring = () => {
    measuring = true;
    process.send!({ measuring: true });
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        duration: (spec.warmupS ?? 0) + spec.durationS,
        // autocannon takes an option given as undefined for a value: only those set.
        ...(spec.method && { method: spec.method }),
        ...(spec.headers && { headers: spec.headers }),
        ...(spec.body !== undefined && { body: spec.body }),
        ...(requests && { requests }),
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (!measuring) return;
      counted.push(ms);
      // A 304 is the expected answer of a revalidation, not an error.
      if (status < 200 || status >= 400) errors++;
    });
    instance.on('reqError', () => {
      if (measuring) errors++;
    });
    if (warmupMs > 0) setTimeout(startMeasuring, warmupMs);
    else startMeasuring();
  });
  counted.sort((x, y) => x - y);
  const at = (q: number) => (counted.length ? Math.round(counted[Math.min(counted.length - 1, Math.floor(counted.length * q))]!) : 0);
  return {
    rps: Math.round(counted.length / spec.durationS),
    p50: at(0.5),
    p99: at(0.99),
    errors,
    sent: result.requests.sent,
  };
}

export function post(url: URL, body: string, headers: Record<string, string>, agent: http.Agent) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Each device presses Finish at its time and sends again after a 5xx or a dropped connection, as the outbox does. */
async function burst(spec: BurstSpec): Promise<BurstResult> {
  const url = new URL(spec.url);
  const sent: BurstSent[] = [];
  let retries = 0;
  const retryReasons = new Map<number, number>(); // status (0: no answer) -> resends
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.devices.length });
  const t0 = performance.now();
  const bell = Date.now();
  await Promise.all(
    spec.devices.map(
      (device) =>
        new Promise<void>((resolve) => {
          setTimeout(async () => {
            const started = performance.now();
            const headers = {
              'X-Api-Key': device.key,
              'Idempotency-Key': device.idempotencyKey,
              'X-Queued-At': new Date(bell + device.atMs).toISOString(),
            };
            let status = 0;
            let tries = 0;
            while (tries < spec.maxTries) {
              tries++;
              status = await post(url, device.body, headers, agent).catch(() => 0);
              if (status !== 0 && status < 500) break;
              retries++;
              retryReasons.set(status, (retryReasons.get(status) ?? 0) + 1);
              await new Promise((r) => setTimeout(r, spec.retryMs));
            }
            sent.push({ atMs: device.atMs, started: started - t0, ms: performance.now() - started, status, tries });
            resolve();
          }, device.atMs);
        }),
    ),
  );
  const totalS = (performance.now() - t0) / 1000;
  agent.destroy();
  return { sent, retries, retryReasons: [...retryReasons], totalS };
}

if (process.env.BENCH_LOAD_CHILD === '1' && process.send) {
  process.once('message', (job: Job) => {
    const work = job.kind === 'load' ? load(job.spec) : burst(job.spec);
    work.then(
      (value) => process.send!({ ok: true, value }),
      (err: unknown) => process.send!({ ok: false, error: err instanceof Error ? err.message : String(err) }),
    );
  });
}
