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
  // Links in emails point here; without a setting, at this machine's port.
  return { ...config, PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '') };
}
