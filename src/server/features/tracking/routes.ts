import { Hono } from 'hono';
import { trackEvent } from '../../../shared/api/tracking';
import type { AppEnv } from '../../app-env';
import { handle } from '../../http';
import { signedIn } from '../auth/guards';

export const trackingRoutes = new Hono<AppEnv>();

/** One log line per event; nothing is stored (see the contract). */
handle(trackingRoutes, trackEvent, [signedIn], async (c, { body }) => {
  const { log, now } = c.var.deps;
  const user = c.var.user;
  log(`[track] ${now().toISOString()} ${JSON.stringify(body.event)} user=${user.id} role=${user.roleID}${body.classID ? ` class=${body.classID}` : ''}`);
  return { ok: true as const };
});
