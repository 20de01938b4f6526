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
   * Google sign-in and Classroom (README "Google"). Without GOOGLE_CLIENT_ID no Google button shows
   * anywhere. GOOGLE_ISSUER and GOOGLE_CLASSROOM_ROOT point elsewhere only for tests (local
   * stand-ins). Refresh tokens are encrypted with a key derived from GOOGLE_TOKEN_KEY, else from
   * the client secret.
   */
  GOOGLE_CLIENT_ID: v.optional(v.pipe(v.string(), v.minLength(8, 'GOOGLE_CLIENT_ID must be an OAuth client id'))),
  GOOGLE_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(8, 'GOOGLE_CLIENT_SECRET must be the OAuth client secret'))),
  GOOGLE_ISSUER: v.optional(v.pipe(v.string(), v.url('GOOGLE_ISSUER must be a URL')), 'https://accounts.google.com'),
  GOOGLE_CLASSROOM_ROOT: v.optional(v.pipe(v.string(), v.url('GOOGLE_CLASSROOM_ROOT must be a URL')), 'https://classroom.googleapis.com/'),
  GOOGLE_TOKEN_KEY: v.optional(v.pipe(v.string(), v.minLength(32, 'GOOGLE_TOKEN_KEY must be at least 32 characters'))),
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
