import { startGoogleStandin } from './google-standin';

/**
 * The Google stand-in as a process, for the browser tests (playwright.config.ts starts it and waits
 * on GET /__control/health): GOOGLE_STANDIN_PORT (12121), GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and
 * GOOGLE_REDIRECT_URIS (comma-separated). Tests drive it over JSON: POST /__control/reset,
 * PUT /__control/accounts, PUT /__control/courses, DELETE /__control/courses/:id/students/:sub,
 * GET /__control/posts, POST /__control/revoke {sub}.
 */
const port = Number(process.env.GOOGLE_STANDIN_PORT ?? 12121);
const clientId = process.env.GOOGLE_CLIENT_ID ?? 'sentence-lab-e2e';
const clientSecret = process.env.GOOGLE_CLIENT_SECRET ?? 'e2e-google-secret';
const redirectUris = (
  process.env.GOOGLE_REDIRECT_URIS ??
  'http://127.0.0.1:8181/login,http://127.0.0.1:8181/register,http://127.0.0.1:8181/profile,http://127.0.0.1:8181/classes'
)
  .split(',')
  .map((uri) => uri.trim())
  .filter(Boolean);
const standin = await startGoogleStandin({ port, clientId, clientSecret, redirectUris });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void standin.close().finally(() => process.exit(0)));
console.log(`Google stand-in on ${standin.issuer} (Classroom at ${standin.classroomRoot}) for client ${clientId}`);
