import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { getAllBadges, getAllCourses, getAllLessons, getLesson, getLessonsByCourse, getQuizzesOfLesson } from '../../../shared/api/content';
import { getCustomLessons } from '../../../shared/api/customLessons';
import { getOfflineCopy } from '../../../shared/api/offline';
import { getPracticeItems } from '../../../shared/api/practice';
import { getRecommendations } from '../../../shared/api/diagnostic';
import { getEarnedBadges, getQuizResults } from '../../../shared/api/quizzes';
import { fillPath, type Endpoint } from '../../../shared/api/endpoint';
import { messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { studentClassOf } from '../auth/user-view';
import { handle, HttpError } from '../../http';
import { API_KEY_HEADER, studentOnly } from '../auth/guards';
import { codingFor, compress, etagIn, matches } from './coding';

/**
 * GET /student/offlinecopy (issue 13): a student's whole offline copy in one answer, instead of
 * the ~75 calls the page made after sign-in for the service worker to keep.
 *
 * Each entry is made by the app's own handler of that call: the copy's requests are answered
 * inside this process by `api.request(...)` (no network), with the caller's own key, so every
 * guard, role rule (post-evaluations without their key, quiz states of this student) and the
 * session cache apply exactly as to the single call, and the body is byte for byte the one that
 * call answers. Sharing the handlers' functions instead would copy their rules here and drift
 * from them unseen.
 *
 * Teachers and admins get 403: only a student's pages keep an offline copy. An inactive student
 * gets what the single calls would give them (today the same content), nothing more.
 */

/** Sub-requests in flight at once: the database answers one query at a time anyway (PGlite). */
const WIDTH = 4;

/** The content-cache key of a call: path under /api and its query sorted by name (cacheKeyOf in the page). */
function keyOf(e: Endpoint, input: { params?: Record<string, string>; query?: Record<string, string> } = {}): string {
  const path = fillPath(e.path, input.params);
  const params = Object.entries(input.query ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length ? `${path}?${new URLSearchParams(params).toString()}` : path;
}

interface Entry {
  url: string;
  /** The single call's answer as it came (JSON text). */
  text: string;
}

/**
 * The copy's routes; `api` is the app under /api that answers the copy's single calls (the
 * one these routes are mounted in).
 */
export function offlineCopyRoutes(api: Hono<AppEnv>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  handle(routes, getOfflineCopy, [studentOnly], async (c, { query }) => {
    const key = c.req.header(API_KEY_HEADER)!;
    /** One single call as this student makes it: its entry when it answers 200, null when it refuses (4xx). */
    const fetchOne = async (url: string): Promise<Entry | null> => {
      const res = await api.request(url, { headers: { [API_KEY_HEADER]: key } }, c.env);
      if (res.status === 200 && (res.headers.get('Content-Type') ?? '').startsWith('application/json'))
        return { url, text: await res.text() };
      await res.body?.cancel();
      // The session ended while the copy was made: the caller's answer says so too.
      if (res.status === 401) throw new HttpError(401, messages.pleaseLogin);
      // A copy with a hole the student would not notice until offline is worse than none.
      if (res.status >= 500 || res.status === 200) throw new Error(`offline copy: ${url} answered ${res.status}`);
      return null;
    };
    const fetchAll = async (urls: string[]): Promise<Array<Entry | null>> => {
      const found: Array<Entry | null> = new Array(urls.length).fill(null);
      let next = 0;
      const worker = async () => {
        while (next < urls.length) {
          const i = next++;
          found[i] = await fetchOne(urls[i]!);
        }
      };
      await Promise.all(Array.from({ length: WIDTH }, worker));
      return found;
    };
    const parsed = <T>(entry: Entry | null, fallback: T): T => (entry ? (JSON.parse(entry.text) as T) : fallback);

    // The student's class, as their user object names it (classes[0]); none: no lesson switches.
    const classID = (await studentClassOf(c.var.deps.db, c.var.deps.sessionCache?.classes, c.var.user.id))?.info.id;
    const first = await fetchAll([
      keyOf(getAllCourses),
      keyOf(getAllLessons),
      ...(classID ? [keyOf(getCustomLessons, { query: { classID } })] : []),
      keyOf(getAllBadges),
      keyOf(getEarnedBadges),
      keyOf(getRecommendations),
    ]);
    const courses = parsed<Array<{ id: string }>>(first[0]!, []);
    const lessons = parsed<Array<{ id: string }>>(first[1]!, []);
    const switches = classID ? parsed<Array<{ lessonID: string; lessonEnabled: boolean }>>(first[2]!, []) : [];
    // A lesson the teacher turned off for the class is left out, as the page would.
    const disabled = new Set(switches.filter((s) => !s.lessonEnabled).map((s) => s.lessonID));
    const rest = await fetchAll([
      ...courses.map((course) => keyOf(getLessonsByCourse, { query: { courseID: course.id } })),
      ...lessons
        .filter((l) => !disabled.has(l.id))
        .flatMap((l) => [
          keyOf(getLesson, { params: { id: l.id } }),
          keyOf(getQuizzesOfLesson, { query: { lessonID: l.id } }),
          keyOf(getPracticeItems, { query: { lessonID: l.id } }),
          keyOf(getQuizResults, { query: { lessonID: l.id } }),
        ]),
    ]);
    const entries = [...first, ...rest].filter((e): e is Entry => e !== null);

    // Each body goes in as the text its call answered, so the copy holds exactly those bytes.
    const entriesJson = `[${entries.map((e) => `{"url":${JSON.stringify(e.url)},"body":${e.text}}`).join(',')}]`;
    const etag = `"${createHash('sha256').update(entriesJson).digest('base64url')}"`;
    const coding = codingFor(c.req.header('Accept-Encoding'));
    c.header('Vary', 'Accept-Encoding');
    c.header('ETag', etagIn(etag, coding));
    if (matches(c.req.header('If-None-Match'), etag) || matches(query.ifNoneMatch, etag)) return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=UTF-8');
    const body = `{"etag":${JSON.stringify(etag)},"entries":${entriesJson}}`;
    if (!coding) return c.body(body, 200);
    // The copy is the largest answer a student's device fetches (~700 KB of JSON for the shipped
    // curriculum): compressed it is about a fifth of that over a school's Wi-Fi.
    c.header('Content-Encoding', coding);
    return c.body(await compress(body, coding, 'per request'), 200);
  });

  return routes;
}
