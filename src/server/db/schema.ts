import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roleID: integer('role_id').notNull(),
    first: text('first').notNull(),
    last: text('last').notNull(),
    email: text('email'),
    username: text('username'),
    passwordHash: text('password_hash'),
    gender: text('gender'),
    teacherType: text('teacher_type'),
    howDidYouHearAboutUs: text('how_did_you_hear_about_us'),
    hearOther: text('hear_other'),
    under13: boolean('under13').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    /** trial | expired | cancelled | a plan id; null for students. */
    paymentPlan: text('payment_plan'),
    paymentQuantity: integer('payment_quantity').notNull().default(0),
    maxStudents: integer('max_students').notNull().default(0),
    expirationDate: timestamp('expiration_date', { withTimezone: true }),
    isPurchaseOrder: boolean('is_purchase_order').notNull().default(false),
    isCancelling: boolean('is_cancelling').notNull().default(false),
    stripeSubscriptionID: text('stripe_subscription_id'),
    stripeCustomerID: text('stripe_customer_id'),
    showTutorial: boolean('show_tutorial').notNull().default(true),
    mustUpdatePassword: boolean('must_update_password').notNull().default(false),
    isGroup: boolean('is_group').notNull().default(false),
    isSuperTeacher: boolean('is_super_teacher').notNull().default(false),
    superTeacherExpiration: timestamp('super_teacher_expiration', { withTimezone: true }),
    /** For a sub-teacher: the super-teacher whose seats they use, and the plan they sit on. */
    superTeacherID: uuid('super_teacher_id'),
    superTeacherPlan: text('super_teacher_plan'),
    socialType: text('social_type'),
    UTMSource: text('utm_source'),
    UTMMedium: text('utm_medium'),
    UTMCampaign: text('utm_campaign'),
    UTMContent: text('utm_content'),
    UTMTerm: text('utm_term'),
    GCLID: text('gclid'),
    /**
     * The user's own settings that follow them from device to device (issue 14): `language`
     * ('en' | 'es') and `readAloud` ({ rate }). Validated by the contract that writes it.
     */
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * A short picture password a teacher sets for a young student (issue 14, kiosk sign-in):
     * hashed like a password; signs in only on a device pinned to one of the student's classes.
     */
    picturePasswordHash: text('picture_password_hash'),
    /**
     * How many pictures that picture password is (issue 26): 4 (of 20, all different) when set
     * since; null with a hash is an old one of 3 (of 9), which keeps working until the teacher sets a new one.
     */
    picturePasswordPictures: integer('picture_password_pictures'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Sign-in accepts either, case-insensitively, so both are unique the same way.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_super_teacher_idx').on(t.superTeacherID),
    uniqueIndex('users_stripe_subscription_key').on(t.stripeSubscriptionID),
  ],
);

/**
 * Stripe webhook events already applied, by Stripe's event id: Stripe delivers an event at
 * least once, so a second delivery is answered 200 and changes nothing.
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/** Purchase orders an admin recorded (schools that pay by invoice): the history behind a user's payment fields. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userID: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    quantity: integer('quantity').notNull(),
    seats: integer('seats').notNull(),
    expirationDate: timestamp('expiration_date', { withTimezone: true }).notNull(),
    poNumber: text('po_number'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_orders_user_idx').on(t.userID)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userID: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the 256-bit key; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set when a SuperAdmin opened this session as another user. */
    impersonatorID: uuid('impersonator_id'),
    /** Set when the student signed in on a pinned kiosk device; revoking the pin ends it. */
    kioskDeviceID: uuid('kiosk_device_id'),
  },
  (t) => [uniqueIndex('sessions_key_hash_key').on(t.keyHash), index('sessions_user_idx').on(t.userID)],
);

/**
 * A student's delivery key (src/client/offline/README.md, "Shared machines"): a second credential of one
 * session that can only deliver that session's queued answers and sign it out. It lives on a
 * shared machine after the student signed out, so it is narrow, stored hashed and expires; it
 * dies with its session.
 */
export const deliveryKeys = pgTable(
  'delivery_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionID: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the 256-bit key; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('delivery_keys_key_hash_key').on(t.keyHash), index('delivery_keys_session_idx').on(t.sessionID)],
);

export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherID: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Stored upper-case; students may type it in any case. */
    code: text('code').notNull(),
    section: text('section'),
    googleCourseID: text('google_course_id'),
    superDiagnosticEnabled: boolean('super_diagnostic_enabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('classes_code_key').on(t.code), index('classes_teacher_idx').on(t.teacherID)],
);

/** A student belongs to at most one class (ACB §3): the student is the primary key. */
export const classStudents = pgTable(
  'class_students',
  {
    studentID: uuid('student_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    classID: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    joinedAt: createdAt(),
  },
  (t) => [index('class_students_class_idx').on(t.classID)],
);

/** Seat plans a super-teacher bought: `quantity` teachers of `size` students each. */
export const superTeacherPlans = pgTable(
  'super_teacher_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    superTeacherID: uuid('super_teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    /** Students each teacher on this plan may have. */
    size: integer('size').notNull(),
    /** Teachers this plan pays for. */
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('super_teacher_plans_key').on(t.superTeacherID, t.plan)],
);

/**
 * Single-use tokens sent by email (password reset, email verification) or made for an
 * admin's impersonation link. Only a hash is stored; each expires and is spent on use.
 */
export const tokens = pgTable(
  'tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userID: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reset', 'verify', 'impersonate'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The admin who asked for an impersonation token. */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Wrong codes typed against this (reset) token; a few spend it. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [uniqueIndex('tokens_hash_key').on(t.kind, t.tokenHash), index('tokens_user_idx').on(t.userID, t.kind)],
);

/** Every impersonation an admin starts: who, as whom, when, which session. */
export const impersonations = pgTable(
  'impersonations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminID: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetID: uuid('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionID: uuid('session_id'),
    createdAt: createdAt(),
  },
  (t) => [index('impersonations_admin_idx').on(t.adminID)],
);

// ---- Content (loaded from a content pack; ids are the pack's stable slugs) ----

export const courses = pgTable('courses', {
  id: text('id').primaryKey(),
  order: integer('order').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const lessons = pgTable(
  'lessons',
  {
    id: text('id').primaryKey(),
    courseID: text('course_id')
      .notNull()
      .references(() => courses.id),
    order: integer('order').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Everything else of the pack's lesson (resources, media URLs), as the pack has it. */
    data: jsonb('data').notNull(),
  },
  (t) => [index('lessons_course_idx').on(t.courseID, t.order)],
);

export const quizzes = pgTable(
  'quizzes',
  {
    id: text('id').primaryKey(),
    lessonID: text('lesson_id')
      .notNull()
      .references(() => lessons.id),
    /** 1 pre-test, 2 practice, 3 post-evaluation. */
    type: integer('type').notNull(),
    /** 1-5 within the lesson: pre-test, PE 1-3, post-evaluation. */
    order: integer('order').notNull(),
    name: text('name').notNull(),
    instructions: text('instructions').notNull(),
    questions: jsonb('questions').notNull(),
  },
  (t) => [index('quizzes_lesson_idx').on(t.lessonID, t.order)],
);

export const writingAssignments = pgTable(
  'writing_assignments',
  {
    id: text('id').primaryKey(),
    lessonID: text('lesson_id')
      .notNull()
      .references(() => lessons.id),
    order: integer('order').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('writing_assignments_lesson_idx').on(t.lessonID)],
);

export const badges = pgTable('badges', {
  id: text('id').primaryKey(),
  order: integer('order').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  imagePath: text('image_path'),
  rule: jsonb('rule').notNull(),
});

/**
 * Diagnostic topics of the pack (LA §3): grouped by `header`, ordered within the group; a name
 * ending in " *" marks a suggested topic. `lessonIDs` are the lessons that teach the topic;
 * `questions` its diagnostic questions as the pack has them.
 */
export const diagnosticTopics = pgTable('diagnostic_topics', {
  id: text('id').primaryKey(),
  header: text('header').notNull(),
  order: integer('order').notNull(),
  name: text('name').notNull(),
  lessonIDs: jsonb('lesson_ids').notNull(),
  questions: jsonb('questions').notNull(),
});

/** Which pack is loaded (its SHA-256), so start-up reloads only when the shipped pack changed. */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey(),
  hash: text('hash').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Learning records ----

/** Opens of a quiz not yet followed by a save (three lock it); reset by a teacher. */
export const quizStarts = pgTable(
  'quiz_starts',
  {
    studentID: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizID: text('quiz_id').notNull(),
    opens: integer('opens').notNull().default(0),
    /**
     * The first open of this attempt: the server's clock when it arrived, or, for an open queued
     * offline, when the device says it was made (never after it arrived). A timed quiz's
     * countdown shows an hour from it (LA §9).
     */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Issue 26: the server's clock when the attempt's first open reached it (the opening the
     * server recorded; quizzes/timing.ts). Null on rows from before it: their started_at.
     */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentID, t.quizID] })],
);

/** Every submitted attempt. The newest one not overridden is the quiz's result. */
export const quizResults = pgTable(
  'quiz_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentID: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizID: text('quiz_id').notNull(),
    lessonID: text('lesson_id').notNull(),
    /** The class the student was in when they answered (kept if they later leave it). */
    classID: uuid('class_id'),
    answers: jsonb('answers').notNull(),
    score: integer('score').notNull(),
    isComplete: boolean('is_complete').notNull().default(true),
    /** Set when a teacher resets the quiz: the attempt is kept but no longer counts. */
    overrideScore: boolean('override_score').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('quiz_results_student_idx').on(t.studentID, t.quizID),
    index('quiz_results_class_idx').on(t.classID, t.lessonID),
    // Progress reports read a student's attempts within a date range.
    index('quiz_results_student_created_idx').on(t.studentID, t.createdAt),
  ],
);

/**
 * Answers of the keep-practising rounds (issue 27), one row each. The device names each answer
 * (`answerID`, a UUID made when the student answered), so a replayed delivery is counted once
 * whatever happened to its Idempotency-Key; the server's mark is the one that counts.
 */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    studentID: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answerID: uuid('answer_id').notNull(),
    lessonID: text('lesson_id').notNull(),
    itemID: text('item_id').notNull(),
    skill: text('skill').notNull(),
    standard: text('standard'),
    classID: uuid('class_id'),
    answer: text('answer').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    /** When the student answered (the outbox's X-Queued-At, never after arrival). */
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studentID, t.answerID] }), index('practice_answers_student_lesson_idx').on(t.studentID, t.lessonID, t.answeredAt)],
);

export const earnedBadges = pgTable(
  'earned_badges',
  {
    studentID: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeID: text('badge_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studentID, t.badgeID] })],
);

export const writingResults = pgTable(
  'writing_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentID: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    writingAssignmentID: text('writing_assignment_id').notNull(),
    classID: uuid('class_id'),
    /** Sanitized HTML (bold, italics, lists, paragraphs only). */
    studentText: text('student_text').notNull(),
    teacherText: text('teacher_text'),
    /** null ungraded, true passed, false failed. */
    isCorrect: boolean('is_correct'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('writing_results_student_key').on(t.studentID, t.writingAssignmentID), index('writing_results_class_idx').on(t.classID)],
);

/** Per class and lesson switches; a missing row means the spec's defaults. */
export const customLessons = pgTable(
  'custom_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classID: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    lessonID: text('lesson_id').notNull(),
    courseID: text('course_id').notNull(),
    lessonEnabled: boolean('lesson_enabled').notNull().default(true),
    diagnosticEnabled: boolean('diagnostic_enabled').notNull().default(true),
    postEvalEnabled: boolean('post_eval_enabled').notNull().default(false),
    postEvalAnswersEnabled: boolean('post_eval_answers_enabled').notNull().default(false),
  },
  (t) => [uniqueIndex('custom_lessons_key').on(t.classID, t.lessonID)],
);

/**
 * A class's own video for a lesson (issue 27): a YouTube, Vimeo or Google Drive link its teacher
 * set, shown above the lesson's walkthrough. No row: the class has none.
 */
export const classLessonVideos = pgTable(
  'class_lesson_videos',
  {
    classID: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    lessonID: text('lesson_id').notNull(),
    url: text('url').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('class_lesson_videos_key').on(t.classID, t.lessonID)],
);

/**
 * The first answer to each replayable write, per user and `Idempotency-Key` (kept 7 days).
 * A row with a null status is a placeholder: its request is still being handled.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userID: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha256 (hex) of the request body as sent. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userID, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * What the server knows of each student's device sync (issue 5, "Teachers see sync state"):
 * updated by every outbox delivery (a request carrying `X-Queued-At`). A delivery is late when
 * it reached the server more than LATE_DELIVERY_MS after the student acted.
 */
export const studentSync = pgTable('student_sync', {
  userID: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }).notNull(),
  lateCount: integer('late_count').notNull().default(0),
  lastLateAt: timestamp('last_late_at', { withTimezone: true }),
});

/**
 * Submissions a student's device queued and the server refused for good on replay (a 4xx other
 * than 401/408/429), reported by the device so the teacher sees them: never silently dropped.
 */
export const syncFailures = pgTable(
  'sync_failures',
  {
    userID: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The entry's Idempotency-Key: a repeated report is stored once. */
    key: text('key').notNull(),
    path: text('path').notNull(),
    /** What the device would have sent. */
    body: jsonb('body'),
    label: text('label').notNull(),
    status: integer('status').notNull(),
    message: text('message').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userID, t.key] })],
);

// ---- Diagnostic (LA §3, §4) ----

/** Per class and topic: whether the topic is in the class's diagnostic. A missing row means the default (suggested topics on). */
export const customDiagnostics = pgTable(
  'custom_diagnostics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classID: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** A topic id of the loaded pack (no foreign key: a content reload must not touch class settings). */
    topicID: text('topic_id').notNull(),
    diagnosticEnabled: boolean('diagnostic_enabled').notNull(),
  },
  (t) => [uniqueIndex('custom_diagnostics_key').on(t.classID, t.topicID)],
);

/**
 * A student's diagnostic for a class (taken once). Deleting the class (cascade), removing the
 * student from it, or the teacher disabling the diagnostic deletes it and its answers.
 */
export const diagnosticResults = pgTable(
  'diagnostic_results',
  {
    studentID: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classID: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    isComplete: boolean('is_complete').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.studentID, t.classID] }), index('diagnostic_results_class_idx').on(t.classID)],
);

/** One row per question answered: autosaves merge into it, so a replayed save stores nothing twice. */
export const diagnosticAnswers = pgTable(
  'diagnostic_answers',
  {
    studentID: uuid('student_id').notNull(),
    classID: uuid('class_id').notNull(),
    questionID: text('question_id').notNull(),
    topicID: text('topic_id').notNull(),
    answer: text('answer').notNull(),
    /** Marked by the server (the page's isCorrect is ignored). */
    isCorrect: boolean('is_correct').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.studentID, t.classID, t.questionID] }),
    foreignKey({ columns: [t.studentID, t.classID], foreignColumns: [diagnosticResults.studentID, diagnosticResults.classID] }).onDelete('cascade'),
    index('diagnostic_answers_class_topic_idx').on(t.classID, t.topicID),
  ],
);

/**
 * Rate-limit counters (rate-limiter-flexible's Drizzle store): in the database, so they hold
 * across server processes on PostgreSQL and across restarts. Key = limit name + who.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * Wrong-try delays of kiosk sign-in (issue 26): per student and device (`d:<pin>:<device>:<student>`)
 * and per student across devices (`s:<student>`). Each try is counted before the password is checked
 * (so tries at once cannot slip past), a right one deletes the rows; `notBefore` is when the next try
 * is taken, and a row quiet until `expiresAt` starts again from nothing.
 */
export const kioskTryDelays = pgTable('kiosk_try_delays', {
  key: text('key').primaryKey(),
  tries: integer('tries').notNull().default(0),
  notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Keys the server makes for itself (issue 26): `device-cookie` signs the device cookies of
 * sign-in (protection/device-cookie.ts). Made at random on first use and kept here, so every
 * process and every restart signs alike and no operator has to set or guard one.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * A Google identity linked to a user (ACB §4 Google): sign-in finds the user by Google's `sub`.
 * A teacher's refresh token (offline access for Classroom) is kept encrypted (AES-256-GCM,
 * features/google/secrets.ts); students have none.
 */
export const googleAccounts = pgTable(
  'google_accounts',
  {
    userID: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    sub: text('sub').notNull(),
    email: text('email'),
    refreshToken: text('refresh_token'),
    scope: text('scope'),
    linkedAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('google_accounts_sub_key').on(t.sub)],
);

/**
 * An authorisation request sent to Google, by the hash of its `state`: the PKCE verifier and
 * what the round trip is for. Used once, within ten minutes.
 */
export const googleAuthRequests = pgTable('google_auth_requests', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  /** login | register | link | reauthorize */
  purpose: text('purpose').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  registrationType: text('registration_type'),
  classCode: text('class_code'),
  /** For link and reauthorize: the signed-in user who asked. */
  userID: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Issue 26: the OpenID nonce sent with this round trip; the ID token must carry it back (null only for rows from before it). */
  nonce: text('nonce'),
});

/** A Google teacher registration between the round trip and the form (single step, ACB §4): by the hash of its token. */
export const googleRegistrations = pgTable('google_registrations', {
  tokenHash: text('token_hash').primaryKey(),
  sub: text('sub').notNull(),
  email: text('email').notNull(),
  first: text('first').notNull(),
  last: text('last').notNull(),
  refreshToken: text('refresh_token'),
  scope: text('scope'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A Google Classroom roster sync (ACB §4 Google sync): runs on the server; the page follows its counts. */
export const googleSyncJobs = pgTable(
  'google_sync_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherID: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** running | done | failed */
    status: text('status').notNull(),
    courseIDs: jsonb('course_ids').$type<string[]>().notNull(),
    classesTotal: integer('classes_total').notNull().default(0),
    classesDone: integer('classes_done').notNull().default(0),
    studentsTotal: integer('students_total').notNull().default(0),
    studentsDone: integer('students_done').notNull().default(0),
    report: jsonb('report').$type<Record<string, string[]>>(),
    error: text('error'),
    startedAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('google_sync_jobs_teacher_idx').on(t.teacherID, t.startedAt)],
);

/**
 * A lesson a teacher opened for one student (issue 15, "Recommendations per student"): the
 * student sees it even when their class has it turned off. Leaving the class ends it (the
 * teacher's choice was for that class), deleting the student too.
 */
export const studentLessons = pgTable(
  'student_lessons',
  {
    studentID: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classID: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    lessonID: text('lesson_id').notNull(),
    enabledBy: uuid('enabled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studentID, t.classID, t.lessonID] })],
);

/**
 * A device a teacher pinned to a class (issue 14, kiosk class sign-in): a lab machine or a class
 * set of Chromebooks opens the pin link once and keeps the device key; students then pick their
 * name from the class's tiles. Revoking it ends the device's sign-ins.
 */
export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classID: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    label: text('label').notNull().default(''),
    /** SHA-256 of the 256-bit device key; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    /** Minutes without input after which the device signs its student out. */
    idleMinutes: integer('idle_minutes').notNull().default(5),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('kiosk_devices_key_hash_key').on(t.keyHash), index('kiosk_devices_class_idx').on(t.classID)],
);

/**
 * What a device says it still holds for a student (issue 15, "Unsent work in sight"): counts
 * only, never answers. One row per student and device, replaced by each heartbeat; a report of
 * zero deletes it.
 */
export const deviceBacklogs = pgTable(
  'device_backlogs',
  {
    studentID: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A random id the device keeps (not a fingerprint). */
    deviceID: text('device_id').notNull(),
    /** Finished quizzes, writing saves and diagnostic answers waiting, by kind. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    oldestQueuedAt: timestamp('oldest_queued_at', { withTimezone: true }).notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentID, t.deviceID] })],
);

// ---- Money: one checkout at a time, and the reconciler (issue 26) ----

/**
 * One card checkout at a time per teacher (features/billing/checkout-claim.ts): the first Pay
 * press inserts the row (the key is unique), runs the Stripe calls and stores its answer here; a
 * press meanwhile, from any process or host, waits for that answer instead of charging again.
 * Never a transaction held across Stripe's network calls: the claim is a row, not a lock.
 */
export const checkoutClaims = pgTable('checkout_claims', {
  /** `user:<id>` for /payment/signup, `email:<lower-cased email>` for /user/direct. */
  key: text('key').primaryKey(),
  /** A random id of the request holding the claim: only it may store the answer. */
  holder: text('holder').notNull(),
  /** The answer's status; null while the Stripe calls run. */
  status: integer('status'),
  /** The answer: the 200 body (signup), { userID } (direct), or { message, headers } for a refusal. */
  response: jsonb('response'),
  /** The database's clock (clock_timestamp()), the same for every host. */
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** What the billing reconciler did that an admin must know (features/billing/reconciler.ts). */
export const billingAlerts = pgTable(
  'billing_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'extra-subscription': a subscription Stripe charged for a teacher that the account does not hold. */
    kind: text('kind').notNull(),
    userID: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerID: text('customer_id').notNull(),
    subscriptionID: text('subscription_id').notNull(),
    /** Cents refunded, and Stripe's refund ids. */
    amountRefunded: integer('amount_refunded').notNull(),
    refundIDs: jsonb('refund_ids').$type<string[]>().notNull(),
    /** What went wrong on the way (a refund Stripe refused), or null. */
    problem: text('problem'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('billing_alerts_subscription_kind_key').on(t.subscriptionID, t.kind)],
);

/**
 * Every Stripe subscription an account has held (payment-state.ts grantPlan, direct checkout):
 * the reconciler ends one the account no longer holds without refunding it (it was paid for and
 * used), and refunds only those the account never held (a second charge).
 */
export const heldSubscriptions = pgTable('held_subscriptions', {
  subscriptionID: text('subscription_id').primaryKey(),
  userID: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  heldAt: createdAt(),
});

/** Background jobs that one process of all runs per period: the row's time is the lease (billing reconciler). */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});

// ---- Sealed hand-over of a signed-out student's queued answers (issue 26) ----

/**
 * Sealed batches delivered (features/sync/bulk.ts, shared/api/sealed.ts): a batch sent again (the
 * device did not see our answer) is answered from here and runs nothing. Keyed by the SHA-256 of
 * the batch as sent, not by its batch id alone, so nobody can spend another device's batch id.
 */
export const sealedBatches = pgTable(
  'sealed_batches',
  {
    id: text('id').primaryKey(),
    batchID: uuid('batch_id').notNull(),
    userID: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Each carried request's answer status, in order. */
    statuses: jsonb('statuses').$type<number[]>().notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sealed_batches_user_idx').on(t.userID)],
);
