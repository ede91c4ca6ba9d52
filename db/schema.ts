/**
 * Tables, relations and inferred row types. The only definition of the database's shape;
 * migrations in drizzle/ are generated from it by drizzle-kit.
 */
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LessonContent } from '@/lib/ai/schemas';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull(),
    name: text('name'),
    /** argon2id hash; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    /** When the owner proved they receive mail at `email` (link, password reset, or Google); null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Permission level: 'user' | 'admin'. */
    role: text('role').notNull().default('user'),
    /**
     * Who granted the admin role: 'config' (ADMIN_EMAILS, re-checked at every start) or
     * 'operator' (`npm run admin -- grant`, kept until revoked). Null for non-admins.
     */
    adminGrant: text('admin_grant'),
    /** The role the person uses the product as: teacher | tutor | self_learner. */
    activeRole: text('active_role'),
    subject: text('subject'),
    location: text('location'),
    yearGroup: text('year_group'),
    examBoard: text('exam_board'),
    isPremium: boolean('is_premium').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    subscriptionId: text('subscription_id'),
    subscriptionStatus: text('subscription_status'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** True once the user has had a Premium trial: the trial is for a first subscription only. */
    trialUsed: boolean('trial_used').notNull().default(false),
    /** Lessons ever generated (deleting a lesson does not give the allowance back). */
    lessonsGenerated: integer('lessons_generated').notNull().default(0),
    /** Prepaid lesson credits. */
    credits: integer('credits').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const roleProfiles = pgTable(
  'role_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    subject: text('subject'),
    yearGroup: text('year_group'),
    location: text('location'),
    examBoard: text('exam_board'),
    ageRange: text('age_range'),
    focusArea: text('focus_area'),
    studentLevel: text('student_level'),
    currentLevel: text('current_level'),
    learningStyle: text('learning_style'),
    timeCommitment: text('time_commitment'),
    learningGoals: text('learning_goals'),
    assessmentScore: integer('assessment_score'),
    ...timestamps,
  },
  (t) => [uniqueIndex('role_profiles_user_role_unique').on(t.userId, t.role)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    topic: text('topic').notNull(),
    yearGroup: text('year_group'),
    examBoard: text('exam_board'),
    location: text('location'),
    /** Minutes. */
    duration: integer('duration').notNull(),
    createdAsRole: text('created_as_role').notNull().default('teacher'),
    /** { lessonPlan, worksheet, quiz }, validated by the engine's schemas before saving. */
    content: jsonb('content').notNull().$type<LessonContent>(),
    /** Which provider wrote it: 'anthropic' | 'offline'. */
    provider: text('provider'),
    warnings: jsonb('warnings').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    customizationCount: integer('customization_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('lessons_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Signed-in sessions: one row per sign-in (web cookie or bearer token). A token names its row
 * (`sid`) and is accepted only while the row is live: not revoked and not expired.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last use, updated at most every SESSION_TOUCH_SECONDS. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves forward with use, like the session cookie's own expiry. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the session is ended (sign-out, sign out everywhere, password change). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A short description of the client, e.g. "Firefox on Windows" or "API client". */
    label: text('label'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use links sent by e-mail: address verification and password reset. Only the SHA-256 of
 * the token is stored; the token itself exists only in the e-mail.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** verify | reset (lib/constants ACCOUNT_LINK_PURPOSES). */
    purpose: text('purpose').notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link is used; a used link never works again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('account_tokens_hash_unique').on(t.tokenHash), index('account_tokens_user_idx').on(t.userId)],
);

/**
 * What outlives a deleted account: a keyed hash of its address (never the address) with the free
 * lessons it had used, so deleting and registering again does not restore the free allowance.
 */
export const erasedAccounts = pgTable('erased_accounts', {
  /** HMAC-SHA256 of the normalised address under a key derived from the auth secret. */
  emailHash: text('email_hash').primaryKey(),
  freeLessonsUsed: integer('free_lessons_used').notNull(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Visitor previews: the full lesson kept server-side until claimed or expired. */
export const previews = pgTable(
  'previews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the preview token handed to the visitor; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** Who asked: hashed IP and visitor cookie, for the daily limit. */
    visitorKey: text('visitor_key').notNull(),
    request: jsonb('request').notNull().$type<Record<string, unknown>>(),
    content: jsonb('content').notNull().$type<Record<string, unknown>>(),
    provider: text('provider'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedByUserId: uuid('claimed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('previews_token_hash_unique').on(t.tokenHash),
    index('previews_visitor_created_idx').on(t.visitorKey, t.createdAt),
  ],
);

/** Fixed-window counters for rate limits, shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Feedback sent from the widget by users and visitors. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a visitor. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** bug | feature | improvement | other (lib/constants FEEDBACK_TYPES). */
    type: text('type').notNull(),
    /** new | reviewed | resolved | ignored (lib/constants FEEDBACK_STATUSES). */
    status: text('status').notNull().default('new'),
    /** Stored exactly as sent (trimmed); shown as text, never as HTML. */
    message: text('message').notNull(),
    /** The path the widget was opened on. */
    page: text('page'),
    ...timestamps,
  },
  (t) => [index('feedback_status_created_idx').on(t.status, t.createdAt)],
);

/** Support tickets from the widget and /contact. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a visitor. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Where to reply: the account's e-mail when sent, or the one a visitor gave. */
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    /** Stored exactly as sent (trimmed); shown as text, never as HTML. */
    message: text('message').notNull(),
    /** technical | billing | feature_help | other (lib/constants SUPPORT_CATEGORIES). */
    category: text('category').notNull(),
    /** open | in_progress | resolved | closed (lib/constants SUPPORT_STATUSES). */
    status: text('status').notNull().default('open'),
    /** high (Premium when sent) | normal (lib/constants SUPPORT_PRIORITIES). */
    priority: text('priority').notNull().default('normal'),
    /** Written by admins; never shown to the sender. */
    adminNotes: text('admin_notes'),
    ...timestamps,
  },
  (t) => [
    index('support_tickets_user_created_idx').on(t.userId, t.createdAt),
    index('support_tickets_priority_created_idx').on(t.priority, t.createdAt),
  ],
);

/**
 * Stripe webhook events already processed. Inserted in the
 * same transaction as the state change the event causes; only the id and type are kept.
 */
export const stripeEvents = pgTable('stripe_events', {
  /** Stripe's event id (evt_…). */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Lesson credits bought through Checkout in payment mode; one row per paid Checkout Session. */
export const creditPurchases = pgTable(
  'credit_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Checkout Session (cs_…) that paid for them: credits are granted once per session. */
    checkoutSessionId: text('checkout_session_id').notNull(),
    /** Which pack (lib/constants CREDIT_PACKS id). */
    pack: text('pack').notNull(),
    credits: integer('credits').notNull(),
    /** What Stripe charged, in the smallest unit of `currency`. */
    amountTotal: integer('amount_total'),
    currency: text('currency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_purchases_session_unique').on(t.checkoutSessionId),
    index('credit_purchases_user_idx').on(t.userId, t.createdAt),
  ],
);

export const usersRelations = relations(users, ({ many }) => ({
  roleProfiles: many(roleProfiles),
  sessions: many(sessions),
  lessons: many(lessons),
  creditPurchases: many(creditPurchases),
}));

export const creditPurchasesRelations = relations(creditPurchases, ({ one }) => ({
  user: one(users, { fields: [creditPurchases.userId], references: [users.id] }),
}));

export const roleProfilesRelations = relations(roleProfiles, ({ one }) => ({
  user: one(users, { fields: [roleProfiles.userId], references: [users.id] }),
}));

export const lessonsRelations = relations(lessons, ({ one }) => ({
  user: one(users, { fields: [lessons.userId], references: [users.id] }),
}));

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type RoleProfile = typeof roleProfiles.$inferSelect;
export type NewRoleProfile = typeof roleProfiles.$inferInsert;
export type Lesson = typeof lessons.$inferSelect;
export type NewLesson = typeof lessons.$inferInsert;
export type Preview = typeof previews.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type AccountToken = typeof accountTokens.$inferSelect;
export type StripeEvent = typeof stripeEvents.$inferSelect;
export type CreditPurchase = typeof creditPurchases.$inferSelect;
export type Feedback = typeof feedback.$inferSelect;
export type SupportTicket = typeof supportTickets.$inferSelect;
