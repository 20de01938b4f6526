import * as v from 'valibot';

/** Environment -> checked config with safe defaults. Every variable is documented in README.md. */
const bool = (fallback: boolean) =>
  v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0', 'yes', 'no']), fallback ? 'true' : 'false'),
    v.transform((s) => s === 'true' || s === '1' || s === 'yes'),
  );

const ConfigSchema = v.object({
  PORT: v.pipe(v.optional(v.string(), '8080'), v.transform(Number), v.integer('PORT must be a whole number'), v.minValue(0), v.maxValue(65535)),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url('DATABASE_URL must be a postgres:// URL'))),
  SEED_DEMO: bool(true),
  SESSION_DAYS: v.pipe(v.optional(v.string(), '30'), v.transform(Number), v.integer(), v.minValue(1)),
  SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.email('SUPPORT_EMAIL must be an email address')), 'support@sentencelab.example'),
  /**
   * An external help desk (ticket system, school IT page) the help centre's Contact page links to,
   * beside the support email; unset, the in-app help centre and the email are all there is.
   */
  HELP_DESK_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('HELP_DESK_URL must be a URL such as https://help.school.example'),
      v.regex(/^https?:\/\//i, 'HELP_DESK_URL must start with https:// or http://'),
    ),
  ),
  STATIC_DIR: v.optional(v.string(), './dist'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.url('SMTP_URL must be a URL such as smtps://user:pass@smtp.example.org'))),
  MAIL_FROM: v.optional(v.string(), 'Sentence Lab <no-reply@sentencelab.example>'),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL must be a URL such as https://lab.school.example'))),
  /** The /dev/mail page (mail kept in DATA_DIR/mail); off by default, and only ever for this machine. */
  DEV_MAIL_PAGE: bool(false),
  /**
   * Behind a reverse proxy every request seems to come from the proxy: with TRUST_PROXY the client
   * address for rate limits is read from X-Forwarded-For (the hop the proxy added). Off by default,
   * so a client on the school network cannot pick its own address.
   */
  TRUST_PROXY: bool(false),
  /**
   * Card payments (Stripe). All three keys on, or card payment is off and /payment says schools pay
   * by purchase order. STRIPE_API_BASE points the SDK elsewhere (tests use a local stand-in);
   * STRIPE_PRICES maps plan ids to price ids ("masterAnnual_3=price_123,..."), else prices are found
   * by lookup key = plan id (`npm run stripe:prices` creates them).
   */
  STRIPE_SECRET_KEY: v.optional(v.pipe(v.string(), v.regex(/^(sk|rk)_(test|live)_/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...)'))),
  STRIPE_PUBLISHABLE_KEY: v.optional(v.pipe(v.string(), v.regex(/^pk_(test|live)_/, 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_...)'))),
  STRIPE_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)'))),
  STRIPE_API_BASE: v.optional(v.pipe(v.string(), v.url('STRIPE_API_BASE must be a URL')), 'https://api.stripe.com'),
  STRIPE_PRICES: v.optional(v.pipe(v.string(), v.regex(/^([\w-]+=[\w-]+)(,[\w-]+=[\w-]+)*$/, 'STRIPE_PRICES must look like plan=price_id,plan=price_id'))),
  /**
   * Google sign-in and Classroom (src/server/README.md "Google"). Without GOOGLE_CLIENT_ID no Google button shows
   * anywhere. GOOGLE_ISSUER and GOOGLE_CLASSROOM_ROOT point elsewhere only for tests (local
   * stand-ins). Refresh tokens are encrypted with a key derived from GOOGLE_TOKEN_KEY, else from
   * the client secret.
   */
  GOOGLE_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(8, 'GOOGLE_CLIENT_ID must be an OAuth client id'))),
  GOOGLE_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(8, 'GOOGLE_CLIENT_SECRET must be the OAuth client secret'))),
  GOOGLE_ISSUER: v.optional(v.pipe(v.string(), v.url('GOOGLE_ISSUER must be a URL')), 'https://accounts.google.com'),
  GOOGLE_CLASSROOM_ROOT: v.optional(v.pipe(v.string(), v.url('GOOGLE_CLASSROOM_ROOT must be a URL')), 'https://classroom.googleapis.com/'),
  GOOGLE_TOKEN_KEY: v.optional(v.pipe(v.string(), v.minLength(32, 'GOOGLE_TOKEN_KEY must be at least 32 characters'))),
  // --- Edges and privacy (issue 26): Google return addresses and the operator named by the legal pages ---
  /**
   * Google sends the browser back only to PUBLIC_URL's /login and /register. GOOGLE_REDIRECT_URIS
   * (comma-separated URLs) adds other origins a development or test machine is reached by; a
   * loopback one (http://localhost, 127.0.0.1, [::1]) matches on any port, as Google's loopback rule does.
   */
  GOOGLE_REDIRECT_URIS: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^\s*https?:\/\/[^\s,]+(\s*,\s*https?:\/\/[^\s,]+)*\s*$/i,
        'GOOGLE_REDIRECT_URIS must be URLs separated by commas (https://lab.example/login,...)',
      ),
    ),
  ),
  /**
   * Who runs this server, as the privacy policy and terms of use name them. Missing ones are
   * reported at start-up and the pages use neutral words ("the organisation running this service").
   * OPERATOR_EMAIL falls back to SUPPORT_EMAIL; POLICY_EFFECTIVE_DATE is YYYY-MM-DD.
   */
  OPERATOR_NAME: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'OPERATOR_NAME must be at most 200 characters'))),
  OPERATOR_ADDRESS: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(400, 'OPERATOR_ADDRESS must be at most 400 characters'))),
  OPERATOR_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.email('OPERATOR_EMAIL must be an email address'))),
  POLICY_EFFECTIVE_DATE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.isoDate('POLICY_EFFECTIVE_DATE must be a date written YYYY-MM-DD'),
      v.check((d) => {
        const t = new Date(`${d}T00:00:00Z`);
        return !Number.isNaN(t.getTime()) && t.toISOString().startsWith(d);
      }, 'POLICY_EFFECTIVE_DATE must be a real date'),
    ),
  ),
  // --- end of edges and privacy ---
  // --- Sealed hand-over (issue 26): the key that opens a signed-out student's sealed queued answers ---
  /**
   * P-256 private key (PKCS#8, base64 or PEM) that opens the batches devices seal (features/sync/
   * sealing.ts). Unset: one is made on first start and kept in the database, the same for every
   * process on it. SEALING_PREVIOUS_KEYS (comma-separated) still opens batches sealed before a change.
   */
  SEALING_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.minLength(100, 'SEALING_PRIVATE_KEY must be a P-256 private key, PKCS#8 in base64 or PEM'))),
  SEALING_PREVIOUS_KEYS: v.optional(v.string()),
  // --- end of sealed hand-over ---
  // --- Students' header (issue 26, SHL-30) ---
  /**
   * A Kahoot page the students' header links to (ACB §2: "a Kahoot link"), e.g. the school's
   * Kahoot group or https://kahoot.it. Unset, students see no Kahoot link.
   */
  KAHOOT_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.url('KAHOOT_URL must be a URL such as https://kahoot.it'),
      v.regex(/^https?:\/\//i, 'KAHOOT_URL must start with https:// or http://'),
    ),
  ),
  // --- end of students' header ---
  // --- Running it for a district (issue 30, src/server/OPERATIONS.md) ---
  /**
   * Server processes on this machine (node:cluster), all on one port; more than 1 needs PostgreSQL
   * (DATABASE_URL), since the embedded PGlite is one process. Default 1.
   */
  WEB_CONCURRENCY: v.pipe(
    v.optional(v.string(), '1'),
    v.transform(Number),
    v.integer('WEB_CONCURRENCY must be a whole number of processes'),
    v.minValue(1, 'WEB_CONCURRENCY must be at least 1'),
    v.maxValue(64, 'WEB_CONCURRENCY must be at most 64'),
  ),
  /** One line per request: json (default when output is not a terminal), text, or off. */
  LOG_FORMAT: v.optional(v.picklist(['json', 'text', 'off'], 'LOG_FORMAT must be json, text or off')),
  // --- end of running it for a district ---
});

export type Config = v.InferOutput<typeof ConfigSchema> & { PUBLIC_URL: string };

export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(ConfigSchema.entries).flatMap((k) => (env[k] === undefined || env[k] === '' ? [] : [[k, env[k]]])),
  );
  const result = v.safeParse(ConfigSchema, picked);
  if (!result.success) {
    const problems = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`).join('\n  ');
    throw new Error(`Invalid configuration:\n  ${problems}`);
  }
  const config = result.output;
  const stripeKeys = [config.STRIPE_SECRET_KEY, config.STRIPE_PUBLISHABLE_KEY, config.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new Error('Invalid configuration:\n  card payments need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together');
  }
  const livePair = [config.STRIPE_SECRET_KEY, config.STRIPE_PUBLISHABLE_KEY].map((k) => k?.includes('_live_'));
  if (livePair[0] !== livePair[1]) throw new Error('Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys');
  if (Boolean(config.GOOGLE_CLIENT_ID) !== Boolean(config.GOOGLE_CLIENT_SECRET)) {
    throw new Error('Invalid configuration:\n  Google sign-in needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together');
  }
  // Links in emails point here; without a setting, at this machine's port.
  return { ...config, PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '') };
}
