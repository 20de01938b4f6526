import * as v from 'valibot';
import { endpoint } from './endpoint';

/**
 * The student's offline copy (issue 13, ARCHITECTURE "Offline-first" 2): after sign-in the page
 * loads, in one request, every content answer the service worker's cache would otherwise have
 * collected call by call (courses, lessons, the lessons of each course, the class's lesson
 * switches, badges, earned badges, and for each lesson enabled for the class: the lesson, its
 * quizzes and the student's quiz states), and writes them into the content cache itself.
 */

/** The validator of a copy: a strong ETag, the SHA-256 of its entries. */
export const OFFLINE_COPY_ETAG = v.pipe(v.string(), v.maxLength(200));

/**
 * One cached answer: `url` is its content-cache key (path under /api and sorted query, as
 * `cacheKeyOf` makes it), `body` the JSON the single endpoint answers this student, as it is.
 */
export const OfflineCopyEntry = v.object({ url: v.string(), body: v.unknown() });
export type OfflineCopyEntry = v.InferOutput<typeof OfflineCopyEntry>;

export const OfflineCopy = v.object({ etag: v.string(), entries: v.array(OfflineCopyEntry) });
export type OfflineCopy = v.InferOutput<typeof OfflineCopy>;

/**
 * The caller's offline copy; students only (403 for teachers and admins, whose pages have no
 * offline copy). Answers an `ETag` and 304 to `If-None-Match`. The app's `call` cannot set
 * request headers, so the same validator may come as the `ifNoneMatch` query parameter (a 304
 * then too). Our path: the spec has none.
 */
export const getOfflineCopy = endpoint({
  method: 'GET',
  path: '/student/offlinecopy',
  query: v.object({ ifNoneMatch: v.optional(OFFLINE_COPY_ETAG) }),
  response: OfflineCopy,
});
