import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Sign-in accepts either, case-insensitively, so both are unique the same way.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_super_teacher_idx').on(t.superTeacherID),
  ],
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
  },
  (t) => [uniqueIndex('sessions_key_hash_key').on(t.keyHash), index('sessions_user_idx').on(t.userID)],
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
