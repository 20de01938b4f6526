import * as v from 'valibot';
import { endpoint } from './endpoint';

/**
 * Who runs this server, for the privacy policy and the terms of use (issue 26): the operator's
 * name, postal address, contact email and the date the policies took effect, from the settings
 * OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL (else SUPPORT_EMAIL) and POLICY_EFFECTIVE_DATE.
 * A setting left out is null and the pages use neutral words instead; never a placeholder.
 * Public: nobody's data, the same for everyone.
 */
export const LegalSettings = v.object({
  operatorName: v.nullable(v.string()),
  operatorAddress: v.nullable(v.string()),
  /** Where to write about privacy: OPERATOR_EMAIL, else SUPPORT_EMAIL. */
  operatorEmail: v.string(),
  /** YYYY-MM-DD, or null. */
  effectiveDate: v.nullable(v.pipe(v.string(), v.isoDate())),
});
export type LegalSettings = v.InferOutput<typeof LegalSettings>;

export const getLegalSettings = endpoint({
  method: 'GET',
  path: '/site/legal',
  response: LegalSettings,
});
