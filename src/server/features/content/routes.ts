import { Hono, type Context } from 'hono';
import {
  getAllBadges,
  getAllCourses,
  getAllLessons,
  getEntireQuizList,
  getLesson,
  getLessonsByCourse,
  getQuizzesOfLesson,
  type KeylessQuiz,
  type KeylessQuestion,
  type Question,
  type Quiz,
} from '../../../shared/api/content';
import { QUIZ_TYPE } from '../../../shared/content/schema';
import { getPracticeItems } from '../../../shared/api/practice';
import { practicePool } from '../practice/pool';
import { RoleID } from '../../../shared/domain/roles';
import { isTeacherActive } from '../../../shared/domain/account';
import { messages } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { getCatalog, type Catalog, type CachedBody } from '../../content/catalog';
import { handle, HttpError } from '../../http';
import { signedIn } from '../auth/guards';
import { codedBody, codingFor, etagIn, matches } from './coding';

/**
 * Content reads (LA §7). Every signed-in user may read them, except that an inactive teacher
 * gets 412 for a lesson itself (lessonsOpenTo below; the offline cache of students needs the content). Answers come from the in-memory catalog with an
 * ETag, and `private, max-age=0, must-revalidate` so caches ask again and get a 304. They are
 * the same for everyone, except that students get post-evaluations without their answer key.
 */
export const contentRoutes = new Hono<AppEnv>();

const CACHE_CONTROL = 'private, max-age=0, must-revalidate';

/**
 * A cached body with its ETag; compressed (brotli or gzip, once per body) when the client takes
 * it: a lesson's quizzes are ~19 KB of JSON, ~3 KB as brotli over a school's Wi-Fi.
 */
async function answer(c: Context<AppEnv>, cached: CachedBody): Promise<Response> {
  const coding = codingFor(c.req.header('Accept-Encoding'));
  c.header('Cache-Control', CACHE_CONTROL);
  c.header('Vary', 'Accept-Encoding');
  c.header('ETag', etagIn(cached.etag, coding));
  if (matches(c.req.header('If-None-Match'), cached.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  if (!coding) return c.body(cached.body, 200);
  c.header('Content-Encoding', coding);
  return c.body(await codedBody(cached, coding), 200);
}

const catalog = (c: Context<AppEnv>): Promise<Catalog> => getCatalog(c.var.deps.db);

/**
 * Issue 29 (src/server/README.md "Payments": lessons answer 412 until a plan is bought; ACB §6 "Inactive users
 * cannot view lessons and are prompted to pay"; LA §6 "lessons cannot be viewed"): a teacher whose
 * trial or plan has run out gets 412 with the spec's message for a lesson, its quizzes and its
 * practice bank. The lists (courses, lessons, quiz list, badges) stay readable, so the page can
 * show what a plan opens. Students are not refused here: their page says their class is not
 * active, and their offline copy must stay what these calls give them.
 */
function lessonsOpenTo(c: Context<AppEnv>): void {
  const user = c.var.user;
  if (user.roleID === RoleID.Teacher && !isTeacherActive(user, c.var.deps.now())) throw new HttpError(412, messages.subscriptionRequired);
}

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
  lessonsOpenTo(c);
  const cat = await catalog(c);
  const lesson = cat.lessonByID.get(c.req.param('id') ?? '');
  if (!lesson) throw new HttpError(404, messages.lessonGone);
  return answer(c, cat.cached(`lesson:${lesson.id}`, () => lesson));
});

handle(contentRoutes, getEntireQuizList, [signedIn], async (c) => {
  const cat = await catalog(c);
  return answer(c, cat.cached('quizList', () => cat.quizList));
});

/**
 * A post-evaluation as a student gets it: no right answers and no feedback (the server scores
 * it), options sorted by their text so their order gives nothing away either.
 */
const withoutKey = (quiz: Quiz): KeylessQuiz => ({
  id: quiz.id,
  lessonID: quiz.lessonID,
  type: QUIZ_TYPE.postEval,
  order: quiz.order,
  name: quiz.name,
  instructions: quiz.instructions,
  answerKey: 'withheld',
  questions: quiz.questions.map(keylessQuestion),
});

/** One question as a post-evaluation shows it: what the student reads and answers, nothing that marks the key. */
function keylessQuestion(q: Question): KeylessQuestion {
  const base = { id: q.id, text: q.text, order: q.order };
  switch (q.type) {
    case 'choice':
      return { ...base, type: 'choice', options: q.options.map((o) => ({ option: o.option })).sort((a, b) => a.option.localeCompare(b.option, 'en')) };
    case 'blank':
    case 'truefalse':
      return { ...base, type: q.type };
    case 'find':
    case 'fix':
      return { ...base, type: q.type, sentence: q.sentence };
    case 'combine':
      return { ...base, type: 'combine', sentences: q.sentences };
    case 'sort':
      return { ...base, type: 'sort', groups: q.groups, cards: q.cards.map((c) => ({ text: c.text })) };
    case 'proofread':
      return { ...base, type: 'proofread', passage: q.passage };
  }
}

/** Students' copy of a lesson's quizzes; pre-tests and practice sets keep their keys for the page's offline feedback. */
const forStudents = (quizzes: Quiz[]) => quizzes.map((q) => (q.type === QUIZ_TYPE.postEval ? withoutKey(q) : q));

handle(contentRoutes, getQuizzesOfLesson, [signedIn], async (c, { query }) => {
  lessonsOpenTo(c);
  const cat = await catalog(c);
  if (!cat.lessonByID.has(query.lessonID)) throw new HttpError(404, messages.lessonGone);
  const quizzes = cat.quizzesOfLesson.get(query.lessonID) ?? [];
  // Two bodies, so two ETags: a cache holding a teacher's copy never gets a 304 for a student.
  if (c.var.user.roleID === RoleID.Student) {
    return answer(c, cat.cached(`quizzes:${query.lessonID}:student`, () => forStudents(quizzes)));
  }
  return answer(c, cat.cached(`quizzes:${query.lessonID}`, () => quizzes));
});

/** A lesson's practice bank with its keys (issue 27: practice gives feedback on the device, offline too). */
handle(contentRoutes, getPracticeItems, [signedIn], async (c, { query }) => {
  lessonsOpenTo(c);
  const cat = await catalog(c);
  if (!cat.lessonByID.has(query.lessonID)) throw new HttpError(404, messages.lessonGone);
  return answer(
    c,
    cat.cached(`practice:${query.lessonID}`, () => ({
      lessonID: query.lessonID,
      skills: practicePool(cat, query.lessonID).skills,
      bank: cat.bankOfLesson.get(query.lessonID) ?? [],
    })),
  );
});

handle(contentRoutes, getAllBadges, [signedIn], async (c) => {
  const cat = await catalog(c);
  return answer(c, cat.cached('badges', () => cat.badges));
});
