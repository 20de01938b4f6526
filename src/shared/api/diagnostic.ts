import * as v from 'valibot';
import { endpoint } from './endpoint';
import { ClassID } from './classes';
import { UserID } from './students';
import { CustomLesson } from './customLessons';
import { NEEDS_WORK_BELOW } from '../domain/scoreBands';

/**
 * The diagnostic (LA §2-§7): topics, a class's topic settings and switch, taking it once, and
 * the reports. A class's diagnostic quiz has the class's id as its id. The server marks every
 * answer itself (the page's isCorrect is ignored) and never sends the right answers to a student.
 */

/** Topic ids are the pack's slugs; the all-zero identifier stands for "All Topics" in the topic report. */
export const TopicID = v.pipe(v.string('That topic does not exist.'), v.regex(/^[a-z0-9][a-z0-9-]{1,80}$/, 'That topic does not exist.'));
export const ALL_TOPICS_ID = '00000000-0000-0000-0000-000000000000';

export const Topic = v.object({
  id: v.string(),
  /** Suggested topics end with " *". */
  name: v.string(),
  /** The topic group: Parts of Speech, Parts of the Sentence or Mechanics and Usage. */
  header: v.string(),
  /** Position within the group. */
  order: v.number(),
  suggested: v.boolean(),
  /** Lessons that teach the topic. */
  lessonIDs: v.array(v.string()),
  questionCount: v.number(),
});
export type Topic = v.InferOutput<typeof Topic>;

/** Every topic of the loaded content, by group then order. Any signed-in user. */
export const getAllTopics = endpoint({ method: 'GET', path: '/topic/getall', response: v.array(Topic) });

/** A class's setting for one topic; `id` is null while the class uses the default (suggested topics on). */
export const CustomDiagnostic = v.object({
  id: v.nullable(v.string()),
  classID: v.string(),
  topicID: v.string(),
  diagnosticEnabled: v.boolean(),
});
export type CustomDiagnostic = v.InferOutput<typeof CustomDiagnostic>;

/** The class's setting for every topic, in topic order. The class's teacher only (404 otherwise). */
export const getCustomDiagnostics = endpoint({
  method: 'GET',
  path: '/customdiagnostic/get/:classID',
  response: v.array(CustomDiagnostic),
});

export const CustomDiagnosticInput = v.object({
  id: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  diagnosticEnabled: v.boolean('diagnosticEnabled must be true or false.'),
  classID: ClassID,
  topicID: TopicID,
});
export type CustomDiagnosticInput = v.InferInput<typeof CustomDiagnosticInput>;

/**
 * Stores topic settings (upsert by class and topic; the page's temporary ids are ignored) and
 * answers the stored rows. 404 for another teacher's class or an unknown topic; 405 while the
 * class's diagnostic is enabled (topics are locked); 412 for an inactive account.
 */
export const updateCustomDiagnostics = endpoint({
  method: 'POST',
  path: '/customdiagnostic/update',
  body: v.pipe(
    v.array(CustomDiagnosticInput, 'Please send a list of topics.'),
    v.minLength(1, 'Please choose at least one topic.'),
    v.maxLength(200, 'At most 200 topics can be changed at once.'),
  ),
  response: v.array(CustomDiagnostic),
});

/**
 * Turns a class's diagnostic on (needs an active topic: 400 'Please enable at least one topic')
 * or off. Turning it off deletes the class's diagnostic answers and results. `className`, when
 * sent, must equal the class's name once trimmed (400 'Incorrect class name.').
 */
export const updateClassSuperDiagnostic = endpoint({
  method: 'POST',
  path: '/class/updateClassSuperDiagnostic',
  body: v.object({
    id: ClassID,
    superDiagnosticEnabled: v.boolean('superDiagnosticEnabled must be true or false.'),
    className: v.optional(v.string()),
  }),
  response: v.object({ id: v.string(), superDiagnosticEnabled: v.boolean(), deletedResults: v.number() }),
});

/** Whether the signed-in student may take their class's diagnostic now (enabled and not completed). */
export const canStudentTakeSuperDiagnostic = endpoint({
  method: 'GET',
  path: '/student/can-student-take-super-diagnostic',
  response: v.object({ canTake: v.boolean(), classID: v.nullable(v.string()) }),
});

/** A question as the student sees it: no right answer. */
export const DiagnosticQuestion = v.object({
  id: v.string(),
  topicID: v.string(),
  type: v.picklist(['choice', 'blank']),
  text: v.string(),
  /** The choices (empty for a blank). */
  options: v.array(v.string()),
  /** 1-based position in the diagnostic. */
  order: v.number(),
});
export type DiagnosticQuestion = v.InferOutput<typeof DiagnosticQuestion>;

export const DiagnosticAnswer = v.object({ questionID: v.string(), answer: v.string(), isCorrect: v.boolean() });
export type DiagnosticAnswer = v.InferOutput<typeof DiagnosticAnswer>;

export const DiagnosticQuiz = v.object({
  /** The class's id. */
  id: v.string(),
  name: v.string(),
  classID: v.string(),
  className: v.string(),
  /** The active topics, by group then order. */
  topics: v.array(v.object({ id: v.string(), name: v.string(), header: v.string() })),
  questions: v.array(DiagnosticQuestion),
  /** Answers already saved (for a student), in question order. */
  answers: v.array(DiagnosticAnswer),
  isComplete: v.boolean(),
});
export type DiagnosticQuiz = v.InferOutput<typeof DiagnosticQuiz>;

/**
 * The signed-in student's diagnostic for their (first) class, with the answers already saved.
 * 404 with no class; 405 when the class's diagnostic is not enabled.
 */
export const getSuperDiagnostic = endpoint({ method: 'GET', path: '/student/getsuperdiagnostic', response: DiagnosticQuiz });

/** A teacher's preview of a class's diagnostic (their class, or an admin): the active topics' questions. */
export const getClassSuperDiagnostic = endpoint({ method: 'GET', path: '/class/getsuperdiagnostic/:classID', response: DiagnosticQuiz });

const answerText = v.pipe(v.string('Each answer must be text.'), v.maxLength(500, 'An answer can be at most 500 characters.'));

/**
 * Autosave and final save (students only: 403 'Only students can save Diagnostic results!').
 * Answers merge into those saved before; the save that completes every question marks the
 * diagnostic complete. Replayable with an Idempotency-Key. 404 when quizID is not the student's
 * class, 405 when the diagnostic is not enabled or was completed with other answers.
 */
export const saveSuperDiagnostic = endpoint({
  method: 'POST',
  path: '/student/savesuperdiagnostic',
  body: v.object({
    Answers: v.pipe(
      v.array(
        v.object({
          questionID: v.string('Each answer needs a questionID.'),
          answer: answerText,
          isCorrect: v.optional(v.nullable(v.boolean())),
        }),
        'Answers must be a list.',
      ),
      v.maxLength(500, 'Too many answers.'),
    ),
    quizID: ClassID,
  }),
  response: v.object({ answered: v.number(), total: v.number(), isComplete: v.boolean(), canTake: v.boolean() }),
});

export const TopicScore = v.object({
  topicID: v.string(),
  topicName: v.string(),
  header: v.string(),
  /** Whole percent; null when not taken ("N/A"). */
  score: v.nullable(v.number()),
  hasTaken: v.boolean(),
});
export type TopicScore = v.InferOutput<typeof TopicScore>;

export const StudentTopicRow = v.object({
  studentID: v.string(),
  studentName: v.string(),
  /** Whole percent on the topic (or all topics); null when the student has not completed the diagnostic. */
  score: v.nullable(v.number()),
  hasTakenQuiz: v.boolean(),
  /** Answers saved so far (an unfinished diagnostic shows progress). */
  answered: v.number(),
  total: v.number(),
});
export type StudentTopicRow = v.InferOutput<typeof StudentTopicRow>;

export const ClassDiagnosticReport = v.object({
  classID: v.string(),
  className: v.string(),
  superDiagnosticEnabled: v.boolean(),
  classStats: v.object({ studentsTakenQuiz: v.number(), totalStudents: v.number() }),
  /** Class performance per active topic. */
  classResults: v.array(TopicScore),
  /** Per student, all topics. */
  classTopicResults: v.array(StudentTopicRow),
  /** Issue 29: the student × topic grid, one entry per student (same order), a score per active topic (null until complete). */
  studentTopicScores: v.array(v.object({ studentID: v.string(), scores: v.record(v.string(), v.nullable(v.number())) })),
});
export type ClassDiagnosticReport = v.InferOutput<typeof ClassDiagnosticReport>;

/**
 * Reports: the class's teacher, their super-teacher (for a sub-teacher's class) or an admin;
 * anyone else 404, students 403. An inactive teacher gets 412.
 */
export const superDiagnosticReportClass = endpoint({
  method: 'GET',
  path: '/progress/SuperDiagnosticReportClass',
  query: v.object({ classid: ClassID }),
  response: ClassDiagnosticReport,
});

/** Per-student results for one topic; topicid = ALL_TOPICS_ID gives the all-topics rows. */
export const superDiagnosticReportTopic = endpoint({
  method: 'GET',
  path: '/progress/SuperDiagnosticReportTopic',
  query: v.object({ classid: ClassID, topicid: TopicID }),
  response: v.object({ topicID: v.string(), topicName: v.string(), classTopicResults: v.array(StudentTopicRow) }),
});

export const AnsweredQuestion = v.object({
  questionID: v.string(),
  order: v.number(),
  type: v.picklist(['choice', 'blank']),
  text: v.string(),
  options: v.array(v.string()),
  /** null when the student has not answered it. */
  answer: v.nullable(v.string()),
  isCorrect: v.boolean(),
  correctAnswer: v.string(),
});
export type AnsweredQuestion = v.InferOutput<typeof AnsweredQuestion>;

/** One student's answers to one topic (the answers modal). */
export const superDiagnosticReportStudent = endpoint({
  method: 'GET',
  path: '/progress/SuperDiagnosticReportStudent',
  query: v.object({ studentID: UserID, topicID: TopicID }),
  response: v.object({ studentID: v.string(), topicID: v.string(), topicName: v.string(), answers: v.array(AnsweredQuestion) }),
});

export const LessonLink = v.object({
  lessonID: v.string(),
  courseID: v.string(),
  name: v.string(),
  /** Open for this student: for the whole class or for them alone. */
  lessonEnabled: v.boolean(),
  /** Issue 29: open for the whole class (the class's state, told apart from the student's). */
  classEnabled: v.boolean(),
});
export type LessonLink = v.InferOutput<typeof LessonLink>;

/** A topic where the student scored below WEAK_TOPIC_BELOW (needs work), with the lessons that teach it; weakest first, at most MAX_WEAK_TOPICS. */
export const WeakTopic = v.object({ topicID: v.string(), topicName: v.string(), score: v.number(), lessons: v.array(LessonLink) });
export type WeakTopic = v.InferOutput<typeof WeakTopic>;

/** Issue 29: "weak" is the needs-work band (under 60%); 60-79% is developing, shown apart and not recommended. */
export const WEAK_TOPIC_BELOW = NEEDS_WORK_BELOW;
/** Issue 29: a short list per student: the weakest few topics only. */
export const MAX_WEAK_TOPICS = 3;

export const StudentDiagnosticResult = v.object({
  student: v.object({ id: v.string(), first: v.string(), last: v.string() }),
  classID: v.nullable(v.string()),
  className: v.nullable(v.string()),
  isComplete: v.boolean(),
  completedAt: v.nullable(v.string()),
  answered: v.number(),
  total: v.number(),
  /** All topics, whole percent; null until complete. */
  score: v.nullable(v.number()),
  classStudentResults: v.array(TopicScore),
  weakTopics: v.array(WeakTopic),
  /** The class's students in report order, for Previous/Next (empty for a student reading their own). */
  students: v.array(v.object({ studentID: v.string(), studentName: v.string() })),
});
export type StudentDiagnosticResult = v.InferOutput<typeof StudentDiagnosticResult>;

/** A student's result in their current class (the student report). Same access as the class report. */
export const getSuperDiagnosticResult = endpoint({
  method: 'GET',
  path: '/progress/GetSuperDiagnosticResult',
  query: v.object({ studentID: UserID }),
  response: StudentDiagnosticResult,
});

/** The signed-in student's own result (students only). */
export const getStudentSuperDiagnosticResult = endpoint({
  method: 'GET',
  path: '/student/get-student-super-diagnostic-result',
  response: StudentDiagnosticResult,
});

/**
 * Beyond the spec: turns on, for the class, every lesson that teaches the given topics (a
 * student's weak topics), through Customize Lessons' own save. The class's teacher only.
 */
export const enableTopicLessons = endpoint({
  method: 'POST',
  path: '/customdiagnostic/enable-topic-lessons',
  body: v.object({
    classID: ClassID,
    topicIDs: v.pipe(
      v.array(TopicID, 'Please send a list of topics.'),
      v.minLength(1, 'Please choose at least one topic.'),
      v.maxLength(200, 'Too many topics.'),
    ),
  }),
  response: v.array(CustomLesson),
});

/**
 * Beyond the spec (issue 15): turns on, for one student only, every lesson that teaches the given
 * topics (their weak topics), even where the class has them off. The teacher of the student's
 * class (or an admin); 412 for an inactive account, as Customize Lessons.
 */
export const enableStudentLessons = endpoint({
  method: 'POST',
  path: '/customdiagnostic/enable-student-lessons',
  body: v.object({
    studentID: UserID,
    topicIDs: v.pipe(
      v.array(TopicID, 'Please send a list of topics.'),
      v.minLength(1, 'Please choose at least one topic.'),
      v.maxLength(200, 'Too many topics.'),
    ),
  }),
  response: v.object({ lessonIDs: v.array(v.string()) }),
});

/** A lesson recommended to a student: it teaches one of their weak topics. */
export const Recommended = v.object({
  lessonID: v.string(),
  courseID: v.string(),
  name: v.string(),
  topicID: v.string(),
  /** As students see topic names: without the teacher's "suggested" asterisk. */
  topicName: v.string(),
  score: v.number(),
  /** Open for this student (by the class or for them alone). */
  lessonEnabled: v.boolean(),
});
export type Recommended = v.InferOutput<typeof Recommended>;

/**
 * The signed-in student's "Recommended for you" (issue 15): the lessons of their weak topics
 * after the diagnostic, weakest topic first, each lesson once. Empty until the diagnostic is
 * complete (or without a class).
 */
export const getRecommendations = endpoint({
  method: 'GET',
  path: '/student/recommendations',
  response: v.object({ isComplete: v.boolean(), lessons: v.array(Recommended) }),
});
