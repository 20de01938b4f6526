/**
 * What src/client/lib/api.ts needs of valibot to check an answer against its endpoint's response
 * schema: loaded with the first call, not with the landing page (issue 13, first load). A module
 * of its own so the chunk carries these two and not all of valibot.
 */
export { parse, ValiError } from 'valibot';
