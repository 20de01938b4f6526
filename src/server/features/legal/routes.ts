import { Hono } from 'hono';
import { getLegalSettings, type LegalSettings } from '../../../shared/api/legal';
import type { AppDeps, AppEnv } from '../../app-env';
import { handle } from '../../http';

/** The operator named by /privacy and /terms (issue 26), from the settings; public. */
export const legalRoutes = new Hono<AppEnv>();

type LegalConfig = Pick<
  AppDeps['config'],
  'SUPPORT_EMAIL' | 'OPERATOR_NAME' | 'OPERATOR_ADDRESS' | 'OPERATOR_EMAIL' | 'POLICY_EFFECTIVE_DATE'
>;

const filled = (s: string | undefined) => (s && s.trim() ? s.trim() : null);

export function legalSettingsOf(config: LegalConfig): LegalSettings {
  return {
    operatorName: filled(config.OPERATOR_NAME),
    operatorAddress: filled(config.OPERATOR_ADDRESS),
    operatorEmail: filled(config.OPERATOR_EMAIL) ?? config.SUPPORT_EMAIL,
    effectiveDate: filled(config.POLICY_EFFECTIVE_DATE),
  };
}

handle(legalRoutes, getLegalSettings, [], async (c) => legalSettingsOf(c.var.deps.config));

/**
 * What the operator should hear at start-up (issue 26): each legal-page setting left out (the
 * pages then use neutral words), and Google sign-in on without PUBLIC_URL (Google then returns
 * only to http://localhost).
 */
export function startupWarnings(
  config: LegalConfig & { GOOGLE_CLIENT_ID?: string },
  env: Record<string, string | undefined> = process.env,
): string[] {
  const out: string[] = [];
  const missing = [
    ['OPERATOR_NAME', 'who runs this server (a school, district or company); the pages say "the organisation running this service"'],
    ['OPERATOR_ADDRESS', 'its postal address; the pages show none'],
    ['OPERATOR_EMAIL', `the address for privacy questions; SUPPORT_EMAIL (${config.SUPPORT_EMAIL}) is shown instead`],
    ['POLICY_EFFECTIVE_DATE', 'the date (YYYY-MM-DD) the privacy policy and terms took effect; the pages show none'],
  ].filter(([key]) => !filled(config[key as keyof LegalConfig]));
  if (missing.length) {
    out.push(
      `Warning: the privacy policy and terms of use name the operator from settings, and these are not set:\n${missing
        .map(([key, what]) => `  ${key}: ${what}`)
        .join('\n')}`,
    );
  }
  if (config.GOOGLE_CLIENT_ID && !env.PUBLIC_URL) {
    out.push('Warning: Google sign-in is on but PUBLIC_URL is not set: Google can only send people back to http://localhost.');
  }
  return out;
}
