import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSession } from '../../src/shared/api/auth';
import { createDeliveryKey } from '../../src/shared/api/delivery';
import { canStudentTakeSuperDiagnostic } from '../../src/shared/api/diagnostic';
import { updateCustomLessons } from '../../src/shared/api/customLessons';
import { call, noteChangeSent } from '../../src/client/lib/api';
import { sharedCall } from '../../src/client/lib/useLoaded';

/**
 * sharedCall (client/lib/useLoaded.ts): after a student's sign-in the data load and the first
 * screens (the dashboard's lesson switches, the header's diagnostic link) ask for the same reads,
 * and one request must serve them all, however late its answer comes (offline.spec 6 counts the
 * sign-in's GETs). Through the real `call`, on a network whose answers the test holds.
 */

const DIAGNOSTIC = '/api/student/can-student-take-super-diagnostic';

let sent: string[];
let held: (() => void)[];
/** While true, GETs wait for answerAll(); changes are answered at once (what they answer is beside the point here). */
let holding: boolean;

const network = vi.fn(async (request: Request) => {
  sent.push(`${request.method} ${new URL(request.url).pathname}`);
  const answer = () =>
    new Response(JSON.stringify({ canTake: true, classID: 'class-1' }), { headers: { 'Content-Type': 'application/json' } });
  if (request.method !== 'GET') return new Response(null, { status: 204 });
  return holding ? new Promise<Response>((resolve) => held.push(() => resolve(answer()))) : answer();
});
const answerAll = () => held.splice(0).forEach((answer) => answer());
/** Lets every call begun reach the network (they wait only on promises already settled). */
const reachNetwork = () => new Promise((resolve) => setTimeout(resolve, 20));
const gets = () => sent.filter((s) => s === `GET ${DIAGNOSTIC}`).length;
const read = () => sharedCall(canStudentTakeSuperDiagnostic, undefined, { background: true });
/** Sends a change and waits until it is done, whatever it answered. */
const send = (promise: Promise<unknown>) => promise.catch(() => undefined);

beforeAll(() => {
  // The page's calls go to /api on its own origin; Node's Request needs that origin spelt out.
  vi.stubGlobal(
    'Request',
    class extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://school.example') : input, init);
      }
    },
  );
  vi.stubGlobal('fetch', network);
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

beforeEach(() => {
  sent = [];
  held = [];
  holding = true;
  // Each test starts well past the previous one's shared answers.
  vi.setSystemTime(Date.now() + 60_000);
});

afterEach(async () => {
  await reachNetwork();
  answerAll();
  await reachNetwork();
});

describe('one request for the same read', () => {
  it('serves a read still under way, however long its answer takes', async () => {
    const first = read();
    await reachNetwork();
    vi.setSystemTime(Date.now() + 10_000);
    const second = read();
    await reachNetwork();
    answerAll();
    expect(await second).toEqual(await first);
    expect(gets()).toBe(1);
  });

  it('serves a read answered less than 2 s ago, and asks again after that', async () => {
    holding = false;
    await read();
    vi.setSystemTime(Date.now() + 1900);
    await read();
    expect(gets()).toBe(1);
    vi.setSystemTime(Date.now() + 200);
    await read();
    expect(gets()).toBe(2);
  });

  it('is not split by the session check or a delivery key sent in between (they change nothing a read shows)', async () => {
    const first = read();
    await send(call(checkSession));
    await send(call(createDeliveryKey, undefined, { background: true }));
    const second = read();
    await reachNetwork();
    answerAll();
    await Promise.all([first, second]);
    expect(sent.sort()).toEqual([`GET ${DIAGNOSTIC}`, 'POST /api/user/checksession', 'POST /api/user/deliverykey']);
  });

  it('is asked again after a change this page sent in between', async () => {
    const first = read();
    await send(call(updateCustomLessons, { body: [] as never }));
    const second = read();
    await reachNetwork();
    answerAll();
    await Promise.all([first, second]);
    expect(gets()).toBe(2);
  });

  it('is asked again after the outbox delivered a queued write (the outbox sends without call())', async () => {
    holding = false;
    await read();
    // outbox-client.ts notes each 'sent' outcome, from this page's drains and the service worker's.
    noteChangeSent();
    await read();
    expect(gets()).toBe(2);
  });
});
