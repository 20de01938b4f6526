import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatEntry, type RequestEntry } from '../../src/server/ops/request-log';
import { PASSWORD, registerTeacher } from './support/fixtures';
import { testServer, type TestServer } from './support/server';
import { opsApp } from './ops-support';

/**
 * The request log (src/server/OPERATIONS.md "Logs"): one JSON line per request with its id,
 * method, route, status, duration and process, and nothing personal from the request.
 */

let srv: TestServer;
let app: { url: string; close: () => Promise<void> };
const lines: string[] = [];

beforeAll(async () => {
  srv = await testServer();
  app = await opsApp(srv.database.db, { requestLog: (entry: RequestEntry) => lines.push(formatEntry(entry, 'json')) });
});
afterAll(() => app.close());
beforeEach(async () => {
  await srv.reset();
  lines.length = 0;
});

describe('the request log', () => {
  it('writes one parseable JSON line per request, with the route and no email, password, key or query from the request', async () => {
    const teacher = await registerTeacher({ ...srv, url: app.url });
    const email = teacher.payload.email;
    lines.length = 0;

    const res = await fetch(`${app.url}/api/user/login?email=${encodeURIComponent(email)}&token=sekrit-token-123`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': teacher.key },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    const issued = res.headers.get('X-Request-Id');
    expect(issued).toMatch(/^[0-9a-f-]{36}$/);

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: 'info',
      msg: 'request',
      id: issued,
      method: 'POST',
      route: '/api/user/login',
      status: 200,
      ms: expect.any(Number),
      pid: process.pid,
      worker: 0,
    });
    for (const secret of [email, email.split('@')[0]!, PASSWORD, teacher.key, 'sekrit-token-123', 'token=', '?']) {
      expect(lines[0], secret).not.toContain(secret);
    }
  });

  it("names a route by its pattern, not the ids in its path, and passes on a proxy's request id", async () => {
    const res = await fetch(`${app.url}/api/lesson/get/some-lesson-id-42?x=1`, { headers: { 'X-Request-Id': 'edge-7f3a.1' } });
    expect(res.headers.get('X-Request-Id')).toBe('edge-7f3a.1');
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ id: 'edge-7f3a.1', method: 'GET', route: '/api/lesson/get/:id', status: res.status, level: 'warn' }),
    ]);
  });

  it('issues its own id in place of one that could break a log line', async () => {
    const res = await fetch(`${app.url}/api/health`, { headers: { 'X-Request-Id': 'a"b c' } });
    const entry = JSON.parse(lines[0]!);
    expect(entry.id).not.toBe('a"b c');
    expect(res.headers.get('X-Request-Id')).toBe(entry.id);
  });
});
