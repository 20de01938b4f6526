import * as v from 'valibot';
import { endpoint } from './endpoint';
import { Ok } from './common';

/** The spec's tracking events (LA §7 "Tracking events"), word for word. */
export const TRACKING_EVENTS = [
  'Finished Super Diagnostic',
  'Printing Diagnostic Results',
  'Viewing Class Diagnostic Report',
  // ACB §9: a homeschool coupon on the $39.99 annual plan is an affiliate's sale.
  'Affiliate Sale',
] as const;
export type TrackingEvent = (typeof TRACKING_EVENTS)[number];

/**
 * Records that a signed-in user did something the product wants to count. There is no analytics
 * service in this repository: the server writes one line per event to its log (user id, role,
 * event, the class it concerns), where an operator's log shipping can pick it up.
 */
export const trackEvent = endpoint({
  method: 'POST',
  path: '/track',
  body: v.object({
    event: v.picklist(TRACKING_EVENTS, 'That is not an event this app tracks.'),
    classID: v.optional(v.nullable(v.pipe(v.string(), v.uuid('That class does not exist.')))),
  }),
  response: Ok,
});
