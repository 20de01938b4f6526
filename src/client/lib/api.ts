import type { KyInstance } from 'ky';
import type { CallInput, CallOutput, Endpoint } from '../../shared/api/endpoint';
import { fillPath } from '../../shared/api/path';
import { currentLanguage, translate } from '../../shared/i18n/runtime';
import { coreExtraMessages as extraMessages, coreMessages as messages } from '../../shared/coreMessages';
import { CACHE_HEADER } from '../offline/contentCache';
import { isUnreachableStatus, messageOfAnswer } from './answers';
import { reportOffline, reportOnline } from '../offline/connectivity';

/** HTTP time-out of every call (ACB §9). */
export const HTTP_TIMEOUT_MS = 60_000;

/** Why a call failed, in the words the screens show. */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when there was no answer at all (offline, refused), -1 on time-out. */
    readonly status: number,
    /** The server's message, picked as the spec says: value, message, status text, Message, plain string. */
    message: string,
    /** A 429's Retry-After, in seconds (a pinned kiosk device counts it down); null without one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isOffline() {
    return this.status === 0;
  }
  get isTimeout() {
    return this.status === -1;
  }
}

type KeySource = () => string | null;
type Listener = (e: { phase: 'begin' | 'end' }) => void;
/** `key`: the X-Api-Key the refused request carried (null: none). */
type UnauthorizedListener = (endpoint: Endpoint, key: string | null) => void;

let getKey: KeySource = () => null;
const activityListeners = new Set<Listener>();
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The session decides which key goes into `X-Api-Key`; no key, no header. */
export const setKeySource = (source: KeySource) => void (getKey = source);
/** The loading overlay counts calls in flight through this. */
export const onCallActivity = (l: Listener) => (activityListeners.add(l), () => activityListeners.delete(l));
/** The session signs out on a 401 through this. */
export const onUnauthorized = (l: UnauthorizedListener) => (unauthorizedListeners.add(l), () => unauthorizedListeners.delete(l));
/** A 401 that reached the page some other way (the outbox): the same as a call's. */
export const notifyUnauthorized = (endpoint: Endpoint, key: string | null) => unauthorizedListeners.forEach((l) => l(endpoint, key));

/**
 * Every checked answer of a GET, with the key it was asked with (the local state snapshot keeps
 * some of them: lib/stateSnapshot.ts, SHL-23).
 */
type AnswerListener = (endpoint: Endpoint, input: unknown, data: unknown, key: string | null) => void;
const answerListeners = new Set<AnswerListener>();
export const onAnswer = (l: AnswerListener) => (answerListeners.add(l), () => void answerListeners.delete(l));

/**
 * ky and valibot (which checks the answers) load with the first call, not with the landing page,
 * which makes none before the person signs in (issue 13, first load: about 4 KiB brotli less
 * before first paint for ky; valibot and the contracts' schemas, which the landing page's modules
 * load when they call, about as much again).
 */
type Ky = typeof import('ky');
type Valibot = typeof import('./answerCheck');
let kyLoaded: Promise<{ http: KyInstance; ky: Ky; v: Valibot }> | null = null;
const loadKy = () =>
  (kyLoaded ??= Promise.all([import('ky'), import('./answerCheck')]).then(([ky, v]) => ({
    ky,
    v,
    http: ky.default.create({
      prefixUrl: '/api',
      timeout: HTTP_TIMEOUT_MS,
      retry: 0,
      hooks: {
        beforeRequest: [
          (request) => {
            const key = getKey();
            if (key) request.headers.set('X-Api-Key', key);
            else request.headers.delete('X-Api-Key');
            // The server answers in the language chosen here (a signed-in user's own choice wins there).
            request.headers.set('Accept-Language', currentLanguage());
          },
        ],
      },
    }),
  })));

/**
 * Loads ky and the answer check now, not with the first call: a signed-in first screen (the stored
 * session, session.ts) calls at once, and would otherwise wait for them after its own code (issue
 * 13). A failed load is tried again by the next call.
 */
export function prepareCalls(): void {
  const loading = loadKy();
  loading.catch(() => {
    if (kyLoaded === loading) kyLoaded = null;
  });
}

/** How many changes this page has sent (sharedCall in useLoaded.ts: no read asked before one is shared after it). */
export let changesSent = 0;

/** Counts a change sent without call(): a queued write the outbox delivered (outbox-client.ts). */
export function noteChangeSent(): void {
  changesSent++;
}

/**
 * Calls one endpoint of the contract; the answer is checked against its response schema.
 * `background` calls (loading content ahead for offline use) do not show the loading overlay.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {} as CallInput<E>,
  {
    background = false,
    headers,
  }: {
    background?: boolean;
    /** Headers of this call only (a pinned kiosk device sends its key in X-Kiosk-Key). */
    headers?: Record<string, string>;
  } = {},
): Promise<CallOutput<E>> {
  if (endpoint.method !== 'GET' && !endpoint.changesNoRead) changesSent++;
  const { params, query, body } = input as { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown };
  const url = fillPath(endpoint.path, params).replace(/^\//, '');
  const searchParams = query
    ? Object.fromEntries(Object.entries(query).flatMap(([k, val]) => (val === undefined || val === null ? [] : [[k, String(val)]])))
    : undefined;
  if (!background) activityListeners.forEach((l) => l({ phase: 'begin' }));
  let ky: Ky | null = null;
  let v: Valibot | null = null;
  try {
    const loaded = await loadKy();
    ky = loaded.ky;
    v = loaded.v;
    // The key this call goes with (beforeRequest sets the same one): its answer belongs to that session.
    const askedWith = getKey();
    const response = await loaded.http(url, {
      method: endpoint.method,
      searchParams,
      json: body === undefined ? undefined : body,
      headers,
    });
    // An answer from the service worker's offline copy means the network is not there.
    if (response.headers.get(CACHE_HEADER)) reportOffline();
    else reportOnline();
    const data: unknown = response.status === 204 ? undefined : await response.json();
    const parsed = v.parse(endpoint.response, data) as CallOutput<E>;
    if (endpoint.method === 'GET' && answerListeners.size > 0) {
      answerListeners.forEach((l) => l(endpoint, input, parsed, askedWith));
    }
    return parsed;
  } catch (err) {
    if (ky && err instanceof ky.HTTPError) {
      if (isUnreachableStatus(err.response.status)) reportOffline();
      else reportOnline();
      const retryAfter = Number(err.response.headers.get('Retry-After') ?? NaN);
      const apiError = new ApiError(err.response.status, await messageOfAnswer(err.response), Number.isFinite(retryAfter) ? retryAfter : null);
      if (apiError.status === 401) notifyUnauthorized(endpoint, err.request.headers.get('X-Api-Key'));
      throw apiError;
    }
    if (ky && err instanceof ky.TimeoutError) {
      reportOffline();
      throw new ApiError(-1, messages.timeout);
    }
    if (v && err instanceof v.ValiError) throw new ApiError(500, 'The server sent an answer this version of the app does not understand.');
    reportOffline();
    // No answer at all: whether a change reached the server is unknown, and the toast says so (SHL-64).
    throw new ApiError(0, endpoint.method === 'GET' ? extraMessages.noAnswer : extraMessages.noAnswerMaybeNotSaved);
  } finally {
    if (!background) activityListeners.forEach((l) => l({ phase: 'end' }));
  }
}

/**
 * Loads a contract module the landing page's script does not carry (the auth and Google calls:
 * issue 13, first load). A load that fails is a call that got no answer, as the call itself would
 * have been: the page learns it is offline and the caller gets the same error.
 */
export async function loadContract<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    reportOffline();
    throw new ApiError(0, extraMessages.noAnswer);
  }
}

/**
 * The toast text for a failed call (ACB §8 General): 'Failed to {action}. {server message}',
 * the no-response form, the offline and the time-out messages.
 */
export function failureMessage(englishAction: string, error: unknown): string {
  // The action is an English phrase ('save quiz'); translations key it by that phrase (src/locales/<language>/, `actions`).
  const action = translate(`actions.${englishAction}`) ?? englishAction;
  if (error instanceof ApiError) {
    if (error.isTimeout) return messages.timeout;
    // No answer at all: offline when the browser knows it is (OFF-11's words, after which change
    // failed: DGB-17, a refused change says why, offline too), else the no-response form (SHL-64),
    // which says whether it was saved.
    if (error.isOffline) {
      return typeof navigator !== 'undefined' && navigator.onLine === false
        ? messages.failedTo(action, messages.offline)
        : messages.failedNoResponse(action, error.message);
    }
    // A rate limit's message already says what to do and how long to wait, in a student's words.
    if (error.status === 429) return error.message;
    return messages.failedTo(action, error.message);
  }
  return messages.failedNoResponse(action, error instanceof Error ? error.message : String(error));
}

/** The toast for a failed call, or null for a 401: the session's own handler says 'Please Login' then. */
export function failureText(action: string, error: unknown): string | null {
  if (error instanceof ApiError && error.status === 401) return null;
  return failureMessage(action, error);
}
