import { beforeEach, describe, expect, it } from 'vitest';
import { trackEvent, TRACKING_EVENTS } from '../../src/shared/api/tracking';
import { messages } from '../../src/shared/messages';
import { request } from './support/client';
import { teacherWithClass } from './support/fixtures';
import { testServer, type TestServer } from './support/server';

let srv: TestServer;
beforeEach(async () => {
  srv = await testServer();
  await srv.reset();
});

describe('POST /track (LA §7 tracking events)', () => {
  it('writes one log line per event with the user, and stores nothing else', async () => {
    const { teacher, cls } = await teacherWithClass(srv);
    for (const event of TRACKING_EVENTS) {
      const res = await request(srv.url, trackEvent, { key: teacher.key, body: { event, classID: cls.id } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
    }
    const lines = srv.logs.filter((l) => l.startsWith('[track]'));
    expect(lines).toHaveLength(TRACKING_EVENTS.length);
    expect(lines[3]).toContain('"Affiliate Sale"');
    expect(lines[0]).toContain('"Finished Super Diagnostic"');
    expect(lines[1]).toContain(`user=${teacher.user.id}`);
    expect(lines[2]).toContain(`class=${cls.id}`);
  });

  it('refuses an unknown event (400) and a caller without a session (401), logging nothing', async () => {
    const { teacher } = await teacherWithClass(srv);
    const unknown = await request(srv.url, trackEvent, { key: teacher.key, body: { event: 'Clicked Everything' as never } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: 'That is not an event this app tracks.' });
    const anonymous = await request(srv.url, trackEvent, { key: null, body: { event: 'Printing Diagnostic Results' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: messages.pleaseLogin });
    expect(srv.logs.filter((l) => l.startsWith('[track]'))).toEqual([]);
  });
});
