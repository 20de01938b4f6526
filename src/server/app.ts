import { Hono } from 'hono';
import { APP_VERSION, extraMessages, messages } from '../shared/messages';
import type { AppDeps, AppEnv } from './app-env';
import { HttpError, refusal } from './http';
import { securityHeaders } from './protection/headers';
import { describeFailure, urlHasNul } from './protection/input';
import { createRateLimits } from './protection/rate-limits';
import { authRoutes } from './features/auth/routes';
import { classRoutes } from './features/classes/routes';
import { studentRoutes } from './features/students/routes';
import { rosterRoutes } from './features/roster/routes';
import { accountRoutes } from './features/account/routes';
import { adminRoutes } from './features/admin/routes';
import { tutorialRoutes } from './features/tutorial/routes';
import { preferencesRoutes } from './features/preferences/routes';
import { kioskRoutes } from './features/kiosk/routes';
import { teacherRoutes } from './features/teachers/routes';
import { contentRoutes } from './features/content/routes';
import { offlineCopyRoutes } from './features/content/offline-copy';
import { practiceRoutes } from './features/practice/routes';
import { quizRoutes } from './features/quizzes/routes';
import { badgeRoutes } from './features/badges/routes';
import { writingRoutes } from './features/writing/routes';
import { customLessonRoutes } from './features/customLessons/routes';
import { lessonVideoRoutes } from './features/lessonVideos/routes';
import { diagnosticRoutes } from './features/diagnostic/routes';
import { progressRoutes } from './features/progress/routes';
import { needsHelpRoutes } from './features/progress/needs-help';
import { syncRoutes } from './features/sync/routes';
import { bulkDeliveryRoutes } from './features/sync/bulk';
import { trackingRoutes } from './features/tracking/routes';
import { billingRoutes } from './features/billing/routes';
import { webhookRoutes } from './features/billing/webhook';
import { purchaseOrderRoutes } from './features/billing/purchase-orders';
import { reconcilerRoutes } from './features/billing/reconciler';
import { googleOAuthRoutes } from './features/google/oauth';
import { googleClassroomRoutes } from './features/google/classroom';
import { messagesInRequestLanguage } from './i18n';
import { serveClient } from './static';
import { mountDevMail } from './dev-mail';
import { invoiceRoutes } from './features/billing/invoices';
import { legalRoutes } from './features/legal/routes';
import { readiness } from './ops/lifecycle';
import { opsMiddleware, type OpsHooks } from './ops/middleware';

/**
 * Builds the whole HTTP app (API under /api, the built PWA beside it) from its dependencies;
 * `ops` adds the drain and the request log (main.ts, src/server/OPERATIONS.md).
 */
export function createApp(deps: AppDeps, ops: OpsHooks = {}) {
  const full: Required<AppDeps> = {
    now: () => new Date(),
    log: (line) => console.log(line),
    rateLimits: deps.rateLimits ?? createRateLimits(deps.db),
    payments: null,
    google: null,
    sessionCache: null,
    ...deps,
  };
  const api = new Hono<AppEnv>();
  api.use(async (c, next) => {
    c.set('deps', full);
    c.header('Cache-Control', 'no-store');
    // U+0000 cannot be stored by PostgreSQL: a path or query holding it is bad input, not a failed query.
    if (urlHasNul(c.req.url)) return c.json({ message: extraMessages.nulCharacter }, 400);
    await next();
  });
  api.get('/health', (c) => c.json({ ok: true, version: APP_VERSION }));
  // Readiness for a load balancer: 503 while starting or stopping, or when the database does not answer.
  api.get('/ready', async (c) => {
    const { status, body } = await readiness(full.db, ops.lifecycle ?? null);
    return c.json(body, status);
  });
  api.route('/', authRoutes);
  api.route('/', classRoutes);
  api.route('/', studentRoutes);
  api.route('/', rosterRoutes);
  api.route('/', accountRoutes);
  api.route('/', adminRoutes);
  api.route('/', tutorialRoutes);
  api.route('/', preferencesRoutes);
  api.route('/', kioskRoutes);
  api.route('/', teacherRoutes);
  api.route('/', contentRoutes);
  api.route('/', quizRoutes);
  api.route('/', practiceRoutes);
  api.route('/', badgeRoutes);
  api.route('/', writingRoutes);
  api.route('/', customLessonRoutes);
  api.route('/', lessonVideoRoutes);
  api.route('/', diagnosticRoutes);
  api.route('/', progressRoutes);
  api.route('/', needsHelpRoutes);
  api.route('/', syncRoutes);
  api.route('/', bulkDeliveryRoutes(() => app));
  api.route('/', trackingRoutes);
  api.route('/', billingRoutes);
  api.route('/', webhookRoutes);
  api.route('/', purchaseOrderRoutes);
  api.route('/', invoiceRoutes);
  api.route('/', reconcilerRoutes);
  api.route('/', googleOAuthRoutes);
  api.route('/', googleClassroomRoutes);
  api.route('/', legalRoutes);
  api.route('/', offlineCopyRoutes(api));
  api.notFound((c) => c.json({ message: messages.notFound }, 404));
  api.onError((err, c) => {
    if (err instanceof HttpError) return refusal(c, err);
    // Never the query's parameters: they hold names, emails and answers.
    full.log(`[api] ${c.req.method} ${c.req.path} failed: ${describeFailure(err)}`);
    return c.json({ message: messages.serverError }, 500);
  });

  const app = new Hono();
  app.use(opsMiddleware(ops));
  app.use(securityHeaders({ publicUrl: full.config.PUBLIC_URL, cardPayments: full.payments !== null }));
  app.use('/api/*', messagesInRequestLanguage);
  app.route('/api', api);
  // A sub-app's notFound is never called once mounted: unknown /api paths end here, and must answer JSON.
  app.notFound((c) =>
    c.req.path === '/api' || c.req.path.startsWith('/api/')
      ? c.json({ message: messages.notFound }, 404)
      : c.text('404 Not Found', 404),
  );
  if (full.mailer.folder && full.config.DEV_MAIL_PAGE) mountDevMail(app, full.mailer.folder, { trustProxy: full.config.TRUST_PROXY ?? false });
  // Earlier builds' hashed files stay served from DATA_DIR for tabs open across an upgrade (static.ts).
  serveClient(app, full.config.STATIC_DIR, { dataDir: full.config.DATA_DIR });
  return app;
}
