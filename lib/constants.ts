/**
 * Every limit, price, enumeration and list the product uses. One home for each rule
 * (spec/DECISIONS.md §1). The client receives what it needs from GET /api/config/public;
 * it never hard-codes a limit the server enforces.
 */

export const PRODUCT_NAME = 'Plenary';
export const SUPPORT_EMAIL = 'support@plenary.education';
export const PRIVACY_EMAIL = 'privacy@plenary.education';

/** Free lessons per account, lifetime (DECISIONS §1; the old "fallback 5" was a bug). */
export const FREE_LESSON_LIMIT = 3;
/** The spec's free-limit notice (product-spec §8 "Generate"): the server's 403 text and the generate screen's notice. */
export const FREE_LIMIT_MESSAGE = `You've used your ${FREE_LESSON_LIMIT} free lessons! Upgrade to Premium for unlimited access.`;
/** Visitor previews per calendar day (UTC) per visitor (DECISIONS §1). */
export const VISITOR_PREVIEWS_PER_DAY = 2;
/** Lifetime of the signed visitor cookie that counts a visitor's previews, in seconds (400 days, browsers' cap). */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** Premium price in pence per month, GBP (DECISIONS §1). */
export const PREMIUM_PRICE_PENCE = 999;
export const CURRENCY = 'GBP';
/** Free trial on the first Premium subscription, in days (DECISIONS §1). */
export const PREMIUM_TRIAL_DAYS = 14;
/** Money-back guarantee on the first payment, in days (DECISIONS §1). */
export const MONEY_BACK_DAYS = 30;
/** Customisations (section regenerations and edits) per lesson (DECISIONS §1). */
export const CUSTOMISATION_LIMIT = 20;
/** Warn when this many customisations or fewer remain (DECISIONS §1). */
export const CUSTOMISATION_WARNING_AT = 5;
/** Edit-counter badge colour thresholds (spec §4). */
export const CUSTOMISATION_BADGE_YELLOW_FROM = 10;
export const CUSTOMISATION_BADGE_ORANGE_FROM = 15;

/** Lesson durations in minutes, for previews and full lessons (DECISIONS §1). */
export const DURATIONS = [30, 45, 60, 90, 120] as const;
export type Duration = (typeof DURATIONS)[number];
export const DEFAULT_DURATION: Duration = 60;

/** The subject choice that reveals a free-text subject: the teacher types their own instead. */
export const OTHER_SUBJECT = 'Other';

/** One subject list for every form (DECISIONS §1). "Other" takes free text. */
export const SUBJECTS = [
  'Mathematics',
  'English',
  'Science',
  'Biology',
  'Chemistry',
  'Physics',
  'History',
  'Geography',
  'Computing',
  'Art and Design',
  'Design and Technology',
  'Music',
  'Physical Education',
  'Modern Foreign Languages',
  'Religious Education',
  'PSHE',
  'Drama',
  'Business',
  'Economics',
  'Psychology',
  'Sociology',
  OTHER_SUBJECT,
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Year groups, Reception to Year 13 (DECISIONS §1). */
export const PRIMARY_YEAR_GROUPS = [
  'Reception',
  'Year 1',
  'Year 2',
  'Year 3',
  'Year 4',
  'Year 5',
  'Year 6',
] as const;
export const SECONDARY_YEAR_GROUPS = [
  'Year 7',
  'Year 8',
  'Year 9',
  'Year 10',
  'Year 11',
  'Year 12',
  'Year 13',
] as const;
export const YEAR_GROUPS = [...PRIMARY_YEAR_GROUPS, ...SECONDARY_YEAR_GROUPS] as const;
export type YearGroup = (typeof YEAR_GROUPS)[number];

/** Education levels for the year-group picker (spec §2 Onboarding). */
export const EDUCATION_LEVELS = [
  { id: 'primary', label: 'Primary', ages: '4-11', yearGroups: PRIMARY_YEAR_GROUPS },
  { id: 'secondary', label: 'Secondary', ages: '11-18', yearGroups: SECONDARY_YEAR_GROUPS },
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number]['id'];

/** Nations (DECISIONS §1). */
export const NATIONS = ['England', 'Scotland', 'Wales', 'Northern Ireland', 'International'] as const;
export type Nation = (typeof NATIONS)[number];

/** Exam boards (DECISIONS §1). */
export const EXAM_BOARDS = [
  'AQA',
  'Edexcel (Pearson)',
  'OCR',
  'WJEC/Eduqas',
  'SQA',
  'CCEA',
  'IB',
  'Cambridge',
] as const;
export type ExamBoard = (typeof EXAM_BOARDS)[number];

/** Roles a person uses the product as (spec §6, DECISIONS §6). */
export const USER_ROLES = ['teacher', 'tutor', 'self_learner'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** Roles that can be chosen today; the others show "Coming Soon" (DECISIONS §6). */
export const ENABLED_ROLES: readonly UserRole[] = ['teacher'];

/** Account permission level, server-side only (DECISIONS §2). */
export const ACCOUNT_ROLES = ['user', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Field lengths accepted by the server. */
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
/** Above this, password hashing becomes a denial-of-service vector. */
export const PASSWORD_MAX = 200;
export const SUBJECT_MAX = 60;
export const TOPIC_MIN = 3;
export const TOPIC_MAX = 200;
/** The hint under every topic field: one lesson's worth of topic. */
export const TOPIC_HINT = 'Be specific: a single lesson topic works best';
export const TITLE_MAX = 200;

/** Page size for lists (spec §9). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Recent lessons shown on the dashboard. */
export const DASHBOARD_RECENT_LESSONS = 5;

/**
 * Rate limits for sign-in and registration. Windows in seconds. Sign-in counts every attempt
 * per client address (loginPerIp); failed attempts at one address per client address
 * (loginPerEmailAndIp), per address from browsers it has never signed in on (loginPerEmail), and
 * per device cookie from a browser it has signed in on (loginPerDevice). loginPerEmailAndIp is
 * below loginPerEmail, so one client guessing cannot lock the owner out from elsewhere.
 */
export const RATE_LIMITS = {
  loginPerIp: { points: 20, windowSeconds: 15 * 60 },
  loginPerEmail: { points: 8, windowSeconds: 15 * 60 },
  loginPerEmailAndIp: { points: 5, windowSeconds: 15 * 60 },
  loginPerDevice: { points: 8, windowSeconds: 15 * 60 },
  registerPerIp: { points: 10, windowSeconds: 60 * 60 },
  registerPerEmail: { points: 5, windowSeconds: 60 * 60 },
  /** "Forgot password" requests per address and per client address. */
  resetPerEmail: { points: 3, windowSeconds: 60 * 60 },
  resetPerIp: { points: 10, windowSeconds: 60 * 60 },
  /** Verification e-mails a signed-in user can ask to be sent again. */
  verifyResendPerUser: { points: 3, windowSeconds: 60 * 60 },
  /** Wrong current passwords when changing the password, per account. */
  passwordChangePerUser: { points: 5, windowSeconds: 15 * 60 },
} as const;

/** What a link sent by e-mail is for. */
export const ACCOUNT_LINK_PURPOSES = ['verify', 'reset'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];
/** How long a link sent by e-mail works, in seconds: verification 24 hours, password reset 1 hour. */
export const ACCOUNT_LINK_TTL_SECONDS: Record<AccountLinkPurpose, number> = {
  verify: 24 * 60 * 60,
  reset: 60 * 60,
};

/** Session and bearer token lifetime, in seconds. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A live session's last-seen time (and its sliding expiry) is written at most this often, in seconds. */
export const SESSION_TOUCH_SECONDS = 5 * 60;
/** Ended or expired session rows are kept this long for the record, in seconds, then deleted. */
export const SESSION_RETENTION_SECONDS = 30 * 24 * 60 * 60;
/** How long a browser stays trusted for sign-in after a successful sign-in (device cookie), in seconds. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Largest JSON request body any API route reads, in bytes; larger ones answer 413 unread. */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

/** Deepest nesting of arrays and objects accepted in a request body (a lesson is about 6 deep). */
export const MAX_JSON_DEPTH = 32;

/** Largest Stripe webhook body accepted, in bytes: Stripe's events are a few kilobytes. */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

/** Support response times in hours (spec §6). */
export const SUPPORT_RESPONSE_HOURS = { premium: 24, standard: 48 } as const;

/** Toast durations in milliseconds (spec §9). */
export const TOAST_MS = {
  success: 2000,
  error: 4000,
  long: 5000,
  editLimit: 6000,
  maxVisible: 20,
} as const;

/** Retention (spec §2 Privacy, DECISIONS §3): days to delete data after account deletion. */
export const DELETION_RETENTION_DAYS = 30;
export const PRICE_CHANGE_NOTICE_DAYS = 30;

/** Lesson shape rules (DECISIONS §5), used by the schemas and the invariants alike. */
export const LESSON_RULES = {
  objectives: { min: 3, max: 5 },
  keyVocabulary: { min: 5, max: 10 },
  worksheetQuestions: { min: 12, max: 15 },
  quizQuestions: { min: 8, max: 10 },
  multipleChoiceOptions: { min: 3, max: 5 },
} as const;

/** Question types (spec §9). */
export const QUESTION_TYPES = ['multiple-choice', 'true-false', 'short-answer'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Bloom's taxonomy levels, in UK spelling, lowest first. */
export const BLOOM_LEVELS = ['remember', 'understand', 'apply', 'analyse', 'evaluate', 'create'] as const;
export type BloomLevel = (typeof BLOOM_LEVELS)[number];

/** Preview page truncation in characters (spec §9) and how long a preview can be claimed. */
export const PREVIEW_TRUNCATE = { starter: 200, main: 200, plenary: 150 } as const;
export const PREVIEW_MATERIALS_SHOWN = 3;
export const PREVIEW_TTL_HOURS = 24;
/** The spec's message for a visitor's third preview of the day (product-spec §8 "Preview"). */
export const PREVIEW_LIMIT_MESSAGE = 'Rate limit reached. Sign up for unlimited lesson plans!';
/**
 * When every visitor together has used the day's preview budget (PREVIEW_DAILY_BUDGET, counted
 * per UTC day): signing up still works, and an account's free lessons are not part of it.
 */
export const PREVIEW_BUDGET_MESSAGE =
  'Free previews are busy today. Sign up free to write your whole lesson now, or try a preview again tomorrow.';

// ── Feedback, support tickets and admin triage (product-spec §2, §3, §4, §5, §9) ──

/** Feedback types (spec §9). */
export const FEEDBACK_TYPES = ['bug', 'feature', 'improvement', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** Feedback statuses (spec §3, §4). New feedback starts as 'new'. */
export const FEEDBACK_STATUSES = ['new', 'reviewed', 'resolved', 'ignored'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
/**
 * The statuses an admin may move feedback to from each status, enforced by the server
 * (spec §4 "Feedback status": resolved unless already resolved, ignored unless already ignored,
 * from any state; nothing returns to 'new'; 'reviewed' only from 'new').
 */
export const FEEDBACK_TRANSITIONS: Record<FeedbackStatus, readonly FeedbackStatus[]> = {
  new: ['reviewed', 'resolved', 'ignored'],
  reviewed: ['resolved', 'ignored'],
  resolved: ['ignored'],
  ignored: ['resolved'],
};
/** Feedback message length (spec §5, §9; the maximum is enforced by the server). */
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 2000;
/** The page path sent with feedback, cut to this length. */
export const FEEDBACK_PAGE_MAX = 500;

/** Support ticket categories (spec §9). */
export const SUPPORT_CATEGORIES = ['technical', 'billing', 'feature_help', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
/** Support ticket statuses. New tickets start as 'open'. */
export const SUPPORT_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
/**
 * The statuses an admin may move a ticket to from each status, enforced by the server. Keeping
 * the current status is always allowed (that saves the admin notes alone).
 */
export const SUPPORT_TRANSITIONS: Record<SupportStatus, readonly SupportStatus[]> = {
  open: ['in_progress', 'resolved', 'closed'],
  in_progress: ['open', 'resolved', 'closed'],
  resolved: ['in_progress', 'closed'],
  closed: ['open'],
};
/** Ticket priority, set from the sender's plan when the ticket is sent (spec §6: Premium gets priority support). */
export const SUPPORT_PRIORITIES = ['high', 'normal'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];
/** Support field lengths (spec §5, §9; the maxima are enforced by the server). */
export const SUPPORT_SUBJECT_MIN = 5;
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_ADMIN_NOTES_MAX = 5000;

/** Per signed-in user, or per visitor (hashed address), so the inbox stays usable. */
export const FEEDBACK_RATE_LIMITS = {
  feedback: { points: 10, windowSeconds: 60 * 60 },
  support: { points: 5, windowSeconds: 60 * 60 },
} as const;
/** Items per page on the admin screens and in "My tickets". */
export const ADMIN_PAGE_SIZE = 20;

// ── Plans and payments (product-spec §2 "Pricing", §3, §7; DECISIONS §1, §3) ──

/** Plan tiers served by GET /api/pricing/tiers; "enterprise" is shown as Schools (spec §3 "Pricing tier"). */
export const PLAN_TIERS = ['free', 'premium', 'enterprise'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/**
 * Stripe prices are found by lookup key, so no price id needs configuring (README "Payments
 * (Stripe)"). Each Stripe price must charge what the matching constant here says.
 */
export const STRIPE_LOOKUP_KEYS = {
  premiumMonthly: 'plenary_premium_monthly',
  credits1: 'plenary_credits_1',
  credits10: 'plenary_credits_10',
} as const;
export type StripePriceKey = keyof typeof STRIPE_LOOKUP_KEYS;

/**
 * Lesson credits for teachers who don't want a subscription, bought once through Checkout in
 * payment mode. One credit pays for one lesson after the free ones (DECISIONS §3).
 * "single" is what POST /api/pricing/pay-per-generation buys.
 */
export const CREDIT_PACKS = [
  { id: 'single', name: 'One lesson', credits: 1, pricePence: 199, priceKey: 'credits1' },
  { id: 'pack-10', name: '10-lesson pack', credits: 10, pricePence: 1500, priceKey: 'credits10' },
] as const satisfies ReadonlyArray<{ id: string; name: string; credits: number; pricePence: number; priceKey: StripePriceKey }>;
export type CreditPackId = (typeof CREDIT_PACKS)[number]['id'];
/** The pack POST /api/pricing/purchase-credits buys when none is named. */
export const DEFAULT_CREDIT_PACK: CreditPackId = 'pack-10';
/** The pack POST /api/pricing/pay-per-generation buys. */
export const PAY_PER_GENERATION_PACK: CreditPackId = 'single';

/** Subscription statuses that make a user Premium (DECISIONS §3); any other status is free. */
export const PREMIUM_SUBSCRIPTION_STATUSES = ['trialing', 'active'] as const;

/** The spec's text when Stripe has no key (product-spec §8 "Checkout"; DECISIONS §3): the 503 body and the disabled buttons. */
export const STRIPE_NOT_CONFIGURED_MESSAGE = 'Stripe is not configured. Please contact support.';
/** The spec's text for a tier whose Stripe price cannot be found (product-spec §8 "Pricing"). */
export const PRICE_NOT_AVAILABLE_MESSAGE = 'Pricing not yet available for this tier';
/** How long resolved Stripe price ids are kept in memory, in seconds. */
export const STRIPE_PRICE_CACHE_SECONDS = 10 * 60;

/**
 * Where Checkout sends the customer back: /account?tab=subscription&checkout=success|cancelled
 * (&purchase=premium|credits). The account page shows "processing your upgrade" while
 * checkout=success and the webhook has not landed yet.
 */
export const CHECKOUT_RETURN = {
  path: '/account',
  tab: 'subscription',
  param: 'checkout',
  success: 'success',
  cancelled: 'cancelled',
  purchaseParam: 'purchase',
} as const;

/** What the user types to confirm DELETE /api/account (body {confirm: "DELETE"}). */
export const ACCOUNT_DELETE_CONFIRMATION = 'DELETE';

/** After Checkout, how often and how long the account page asks whether the webhook has landed. */
export const CHECKOUT_POLL = { intervalSeconds: 2, timeoutSeconds: 60 } as const;
/** After an admin resets their account, the wait before /onboarding (spec §9 "Delays"). */
export const ACCOUNT_RESET_REDIRECT_MS = 1000;

/** File formats of GET /api/lessons/{id}/export (product-spec §1 Premium "PDF/Word export"). */
export const EXPORT_FORMATS = ['docx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

// ── Security headers ──

/** How long a browser keeps to https for this site once told (Strict-Transport-Security): two years. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/**
 * Path prefixes of the signed-in pages: a signed-out visitor of one is sent to /login first.
 * Each covers the path itself and everything under it.
 */
export const SIGNED_IN_PAGE_PREFIXES = ['/dashboard', '/onboarding', '/generate', '/lessons', '/editor', '/account', '/admin'] as const;
