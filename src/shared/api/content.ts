import * as v from 'valibot';
import { endpoint } from './endpoint';
import { itemVariants, keylessVariants } from '../content/items';

/**
 * Shipped content (LA §3, §7): courses, lessons, quizzes and badges. The same for every
 * signed-in user (except post-evaluations' answer keys, which students never get), so the
 * server answers from memory with an ETag and
 * `Cache-Control: private, max-age=0, must-revalidate` (304 to a matching If-None-Match);
 * the URLs are stable so the service worker can cache them. Ids are the pack's slugs.
 */
const contentID = (message: string) => v.pipe(v.string(message), v.regex(/^[a-z0-9][a-z0-9-]{1,80}$/, message));
export const CourseID = contentID('That course does not exist.');
export const LessonID = contentID('That lesson does not exist.');
export const QuizID = contentID('That quiz does not exist.');

/** 1 pre-test ("diagnostic"), 2 practice (PE 1-3), 3 post-evaluation. */
export const QuizType = v.picklist([1, 2, 3]);
export type QuizType = v.InferOutput<typeof QuizType>;

export const Course = v.object({ id: v.string(), name: v.string(), description: v.string(), order: v.number() });
export type Course = v.InferOutput<typeof Course>;

export const LessonSummary = v.object({
  id: v.string(),
  courseID: v.string(),
  order: v.number(),
  name: v.string(),
  description: v.string(),
  imagePath: v.nullable(v.string()),
  commonCoreNumber: v.nullable(v.string()),
  /** Grade band the lesson suits, e.g. "3-5". */
  grades: v.string(),
  /** The Language standards the lesson teaches, e.g. ["L.8.1b"] (browse and report by standard). */
  standards: v.optional(v.array(v.string()), []),
  /**
   * The lesson's resource paths (LA §3 Lesson; CRS-23), null until an operator fills them in.
   * The slideshow is built into the app from the lesson's `slides` (GET /lesson/get/{id}), so
   * `slideshowPath` stays null unless a pack names an outside one.
   */
  primaryVideoPath: v.nullable(v.string()),
  secondaryVideoPath: v.nullable(v.string()),
  shortVideoPath: v.nullable(v.string()),
  musicVideoAudioPath: v.nullable(v.string()),
  slideshowPath: v.nullable(v.string()),
  kahootPath: v.nullable(v.string()),
});
export type LessonSummary = v.InferOutput<typeof LessonSummary>;

export const LinkItem = v.object({ label: v.string(), url: v.string() });
export type LinkItem = v.InferOutput<typeof LinkItem>;
/** A term, what it means, and an example sentence; with a url, the term (its label) links to it. */
export const DefinitionCard = v.object({ term: v.string(), definition: v.string(), example: v.string(), url: v.optional(v.string()) });
export type DefinitionCard = v.InferOutput<typeof DefinitionCard>;
/** One slide of the slideshow the app renders itself. */
export const Slide = v.object({ title: v.string(), points: v.array(v.string()), examples: v.array(v.string()) });
export type Slide = v.InferOutput<typeof Slide>;

export const QuizSummary = v.object({
  id: v.string(),
  lessonID: v.string(),
  type: QuizType,
  /** 1-5 within the lesson: pre-test, PE 1, PE 2, PE 3, post-evaluation. */
  order: v.number(),
  name: v.string(),
});
export type QuizSummary = v.InferOutput<typeof QuizSummary>;

export const WritingAssignmentSummary = v.object({ id: v.string(), lessonID: v.string(), name: v.string(), description: v.string() });
export type WritingAssignmentSummary = v.InferOutput<typeof WritingAssignmentSummary>;

/** A lesson with its resources; the media paths are null until an operator fills them in. */
export const LessonDetail = v.object({
  ...LessonSummary.entries,
  definitionCards: v.array(DefinitionCard),
  /** Reasons: one sentence each, or a label linking to its url. */
  whyItIsImportant: v.array(v.union([v.string(), LinkItem])),
  slides: v.array(Slide),
  memorableImages: v.array(LinkItem),
  /** The lesson's own picture (an SVG drawn for it) with its alt text; null for a pack without one. */
  illustration: v.optional(v.nullable(v.object({ svg: v.string(), alt: v.string() })), null),
  writingAssignments: v.array(WritingAssignmentSummary),
  /** In order: pre-test, PE 1-3, post-evaluation. */
  quizzes: v.array(QuizSummary),
});
export type LessonDetail = v.InferOutput<typeof LessonDetail>;

export const QuestionOption = v.object({ option: v.string(), isAnswer: v.boolean() });
export type QuestionOption = v.InferOutput<typeof QuestionOption>;

const questionBase = {
  id: v.string(),
  text: v.string(),
  /** 1-based position in the quiz. */
  order: v.number(),
};
const feedback = {
  /** Feedback after a right answer (pre-test and practice only). */
  correctText: v.string(),
  /** Feedback after a wrong answer (practice only: it explains the right one). */
  wrongText: v.string(),
};
/** The tags an item carries (issue 28): the standard it checks, its sub-skill, a hint for practice. */
const tags = { standard: v.optional(v.string()), skill: v.optional(v.string()), hint: v.optional(v.string()) };
/** Every item type (src/shared/content/items.ts) with its key and feedback: `text` of a blank holds `___`. */
export const Question = v.variant('type', itemVariants({ ...questionBase, ...feedback, ...tags }));
export type Question = v.InferOutput<typeof Question>;
export type ChoiceQuestion = Extract<Question, { type: 'choice' }>;
export type BlankQuestion = Extract<Question, { type: 'blank' }>;

/**
 * A question without its answer key or feedback: how a student gets a post-evaluation, which
 * the server scores. The options come in alphabetical order, so their order tells nothing either.
 * A full Question fits this type too (it is what every question shows).
 */
export const KeylessQuestion = v.variant('type', keylessVariants(questionBase));
export type KeylessQuestion = v.InferOutput<typeof KeylessQuestion>;

/** A quiz with its answer key: every quiz for teachers and admins; pre-tests and practice sets for students. */
export const Quiz = v.object({
  ...QuizSummary.entries,
  instructions: v.string(),
  questions: v.array(Question),
});
export type Quiz = v.InferOutput<typeof Quiz>;

/** A post-evaluation as a student gets it: the key stays on the server, which scores the answers. */
export const KeylessQuiz = v.object({
  ...QuizSummary.entries,
  type: v.literal(3),
  instructions: v.string(),
  answerKey: v.literal('withheld'),
  questions: v.array(KeylessQuestion),
});
export type KeylessQuiz = v.InferOutput<typeof KeylessQuiz>;

/** What /quiz/getall sends: a Quiz, or for a student's post-evaluation a KeylessQuiz. */
export const SentQuiz = v.union([Quiz, KeylessQuiz]);
export type SentQuiz = v.InferOutput<typeof SentQuiz>;

/** Whether a quiz came with its answer key (so the page can check answers itself). */
export const hasAnswerKey = (quiz: SentQuiz): quiz is Quiz => !('answerKey' in quiz);

export const Badge = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  imagePath: v.nullable(v.string()),
  order: v.number(),
});
export type Badge = v.InferOutput<typeof Badge>;

/** Courses in order. */
export const getAllCourses = endpoint({ method: 'GET', path: '/course/getall', response: v.array(Course) });

/** Every lesson, by course order then lesson order. */
export const getAllLessons = endpoint({ method: 'GET', path: '/lesson/getall', response: v.array(LessonSummary) });

/** The lessons of one course in order; an unknown course is 404. */
export const getLessonsByCourse = endpoint({
  method: 'GET',
  path: '/lesson/getbycourse',
  query: v.object({ courseID: CourseID }),
  response: v.array(LessonSummary),
});

/** One lesson with its resources, quiz list and writing assignments; unknown: 404 'This lesson no longer exists.' */
export const getLesson = endpoint({ method: 'GET', path: '/lesson/get/:id', response: LessonDetail });

/** Every quiz of every lesson, without questions. */
export const getEntireQuizList = endpoint({ method: 'GET', path: '/quiz/getentirelist', response: v.array(QuizSummary) });

/**
 * The five quizzes of a lesson with their questions; unknown lesson: 404 'This lesson no longer
 * exists.' A student gets the post-evaluation without its answer key (a KeylessQuiz): a copy of
 * its own, with its own ETag, so no cache can hand one to the other.
 */
export const getQuizzesOfLesson = endpoint({
  method: 'GET',
  path: '/quiz/getall',
  query: v.object({ lessonID: LessonID }),
  response: v.array(SentQuiz),
});

/** Every badge a student can earn, in order. */
export const getAllBadges = endpoint({ method: 'GET', path: '/badge/getall', response: v.array(Badge) });
