import { Hono, type Context } from 'hono';
import {
  getAllBadges,
  getAllCourses,
  getAllLessons,
  getEntireQuizList,
  getLesson,
  getLessonsByCourse,
  getQuizzesOfLesson,
} from '../../../shared/api/content';
import { messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { getCatalog, type Catalog, type CachedBody } from '../../content/catalog';
import { handle, HttpError } from '../../http';
import { signedIn } from '../auth/guards';

/**
 * Content reads (LA §7). Every signed-in user may read them (the page sends inactive users to
 * pay; the offline cache needs the content). Answers come from the in-memory catalog with an
 * ETag, and `private, max-age=0, must-revalidate` so caches ask again and get a 304.
 */
export const contentRoutes = new Hono<AppEnv>();

const CACHE_CONTROL = 'private, max-age=0, must-revalidate';

/** Whether If-None-Match names this ETag (a list, weak validators and `*` included). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

function answer(c: Context<AppEnv>, cached: CachedBody): Response {
  c.header('Cache-Control', CACHE_CONTROL);
  c.header('ETag', cached.etag);
  if (matches(c.req.header('If-None-Match'), cached.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  return c.body(cached.body, 200);
}

const catalog = (c: Context<AppEnv>): Promise<Catalog> => getCatalog(c.var.deps.db);

handle(contentRoutes, getAllCourses, [signedIn], async (c) => {
  const cat = await catalog(c);
  return answer(c, cat.cached('courses', () => cat.courses));
});

handle(contentRoutes, getAllLessons, [signedIn], async (c) => {
  const cat = await catalog(c);
  return answer(c, cat.cached('lessons', () => cat.lessons));
});

handle(contentRoutes, getLessonsByCourse, [signedIn], async (c, { query }) => {
  const cat = await catalog(c);
  if (!cat.courses.some((course) => course.id === query.courseID)) throw new HttpError(404, messages.notFound);
  return answer(
    c,
    cat.cached(`course:${query.courseID}`, () => cat.lessons.filter((l) => l.courseID === query.courseID)),
  );
});

handle(contentRoutes, getLesson, [signedIn], async (c) => {
  const cat = await catalog(c);
  const lesson = cat.lessonByID.get(c.req.param('id') ?? '');
  if (!lesson) throw new HttpError(404, messages.lessonGone);
  return answer(c, cat.cached(`lesson:${lesson.id}`, () => lesson));
});

handle(contentRoutes, getEntireQuizList, [signedIn], async (c) => {
  const cat = await catalog(c);
  return answer(c, cat.cached('quizList', () => cat.quizList));
});

handle(contentRoutes, getQuizzesOfLesson, [signedIn], async (c, { query }) => {
  const cat = await catalog(c);
  if (!cat.lessonByID.has(query.lessonID)) throw new HttpError(404, messages.lessonGone);
  const quizzes = cat.quizzesOfLesson.get(query.lessonID) ?? [];
  return answer(c, cat.cached(`quizzes:${query.lessonID}`, () => quizzes));
});

handle(contentRoutes, getAllBadges, [signedIn], async (c) => {
  const cat = await catalog(c);
  return answer(c, cat.cached('badges', () => cat.badges));
});
