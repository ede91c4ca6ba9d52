/**
 * Every API route module and the URL path it serves: the list the OpenAPI description is built
 * from (GET /api/openapi.json). Add a line here with every new `route.ts`; a test walks app/api
 * and fails naming any route file or method missing from the document.
 */
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import type { RegisteredRoute } from '@/lib/http/openapi';
import { LessonPlanSchema, QuizSchema, WorksheetSchema } from '@/lib/ai/schemas';
import * as account from './account/route';
import * as accountDebugTogglePremium from './account/debug/toggle-premium/route';
import * as accountExport from './account/export/route';
import * as accountProfile from './account/profile/route';
import * as accountPassword from './account/password/route';
import * as accountSessionsRevokeAll from './account/sessions/revoke-all/route';
import * as accountSessionsRevokeOthers from './account/sessions/revoke-others/route';
import * as authForgotPassword from './auth/forgot-password/route';
import * as authResetPassword from './auth/reset-password/route';
import * as authVerifyEmail from './auth/verify-email/route';
import * as authVerifyEmailResend from './auth/verify-email/resend/route';
import * as accountReset from './account/reset/route';
import * as accountSubscription from './account/subscription/route';
import * as authGoogle from './auth/google/route';
import * as authLogin from './auth/login/route';
import * as authRegister from './auth/register/route';
import * as configPublic from './config/public/route';
import * as feedbackIdStatus from './feedback/[id]/status/route';
import * as feedbackAll from './feedback/all/route';
import * as feedbackSubmit from './feedback/submit/route';
import * as generateClaimPreview from './generate/claim-preview/route';
import * as generateLesson from './generate/lesson/route';
import * as generateLessonPlan from './generate/lesson-plan/route';
import * as generatePreview from './generate/preview/route';
import * as generateQuiz from './generate/quiz/route';
import * as generateRegenerateSection from './generate/regenerate-section/route';
import * as generateWorksheet from './generate/worksheet/route';
import * as health from './health/route';
import * as lessons from './lessons/route';
import * as lessonsId from './lessons/[id]/route';
import * as lessonsIdExport from './lessons/[id]/export/route';
import * as lessonsIdSectionSectionId from './lessons/[id]/section/[sectionId]/route';
import * as lessonsStatsUsage from './lessons/stats/usage/route';
import * as openapiJson from './openapi.json/route';
import * as pricingCheckLimits from './pricing/check-limits/route';
import * as pricingFeatures from './pricing/features/route';
import * as pricingPayPerGeneration from './pricing/pay-per-generation/route';
import * as pricingPurchaseCredits from './pricing/purchase-credits/route';
import * as pricingRecommendations from './pricing/recommendations/route';
import * as pricingTiers from './pricing/tiers/route';
import * as pricingUsage from './pricing/usage/route';
import * as stripeCreateCheckoutSession from './stripe/create-checkout-session/route';
import * as stripeCreatePortalSession from './stripe/create-portal-session/route';
import * as stripeSubscriptionStatus from './stripe/subscription-status/route';
import * as stripeWebhook from './stripe/webhook/route';
import * as supportIdStatus from './support/[id]/status/route';
import * as supportAll from './support/all/route';
import * as supportMyTickets from './support/my-tickets/route';
import * as supportSubmit from './support/submit/route';
import * as userDashboard from './user/dashboard/route';
import * as userOnboarding from './user/onboarding/route';
import * as userOnboardingStatus from './user/onboarding-status/route';
import * as userProfile from './user/profile/route';

export const API_ROUTES: readonly RegisteredRoute[] = [
  { path: '/api/account', module: account },
  { path: '/api/account/debug/toggle-premium', module: accountDebugTogglePremium },
  { path: '/api/account/export', module: accountExport },
  { path: '/api/account/password', module: accountPassword },
  { path: '/api/account/sessions/revoke-all', module: accountSessionsRevokeAll },
  { path: '/api/account/sessions/revoke-others', module: accountSessionsRevokeOthers },
  { path: '/api/auth/forgot-password', module: authForgotPassword },
  { path: '/api/auth/reset-password', module: authResetPassword },
  { path: '/api/auth/verify-email', module: authVerifyEmail },
  { path: '/api/auth/verify-email/resend', module: authVerifyEmailResend },
  { path: '/api/account/profile', module: accountProfile },
  { path: '/api/account/reset', module: accountReset },
  { path: '/api/account/subscription', module: accountSubscription },
  { path: '/api/auth/google', module: authGoogle },
  { path: '/api/auth/login', module: authLogin },
  { path: '/api/auth/register', module: authRegister },
  { path: '/api/config/public', module: configPublic },
  { path: '/api/feedback/{id}/status', module: feedbackIdStatus },
  { path: '/api/feedback/all', module: feedbackAll },
  { path: '/api/feedback/submit', module: feedbackSubmit },
  { path: '/api/generate/claim-preview', module: generateClaimPreview },
  { path: '/api/generate/lesson', module: generateLesson },
  { path: '/api/generate/lesson-plan', module: generateLessonPlan },
  { path: '/api/generate/preview', module: generatePreview },
  { path: '/api/generate/quiz', module: generateQuiz },
  { path: '/api/generate/regenerate-section', module: generateRegenerateSection },
  { path: '/api/generate/worksheet', module: generateWorksheet },
  { path: '/api/health', module: health },
  { path: '/api/lessons', module: lessons },
  { path: '/api/lessons/{id}', module: lessonsId },
  { path: '/api/lessons/{id}/export', module: lessonsIdExport },
  { path: '/api/lessons/{id}/section/{sectionId}', module: lessonsIdSectionSectionId },
  { path: '/api/lessons/stats/usage', module: lessonsStatsUsage },
  { path: '/api/openapi.json', module: openapiJson },
  { path: '/api/pricing/check-limits', module: pricingCheckLimits },
  { path: '/api/pricing/features', module: pricingFeatures },
  { path: '/api/pricing/pay-per-generation', module: pricingPayPerGeneration },
  { path: '/api/pricing/purchase-credits', module: pricingPurchaseCredits },
  { path: '/api/pricing/recommendations', module: pricingRecommendations },
  { path: '/api/pricing/tiers', module: pricingTiers },
  { path: '/api/pricing/usage', module: pricingUsage },
  { path: '/api/stripe/create-checkout-session', module: stripeCreateCheckoutSession },
  { path: '/api/stripe/create-portal-session', module: stripeCreatePortalSession },
  { path: '/api/stripe/subscription-status', module: stripeSubscriptionStatus },
  { path: '/api/stripe/webhook', module: stripeWebhook },
  { path: '/api/support/{id}/status', module: supportIdStatus },
  { path: '/api/support/all', module: supportAll },
  { path: '/api/support/my-tickets', module: supportMyTickets },
  { path: '/api/support/submit', module: supportSubmit },
  { path: '/api/user/dashboard', module: userDashboard },
  { path: '/api/user/onboarding', module: userOnboarding },
  { path: '/api/user/onboarding-status', module: userOnboardingStatus },
  { path: '/api/user/profile', module: userProfile },
];

/** The lesson writer's shapes, shown as named components of the document wherever they appear. */
export const NAMED_SCHEMAS = { LessonPlan: LessonPlanSchema, Worksheet: WorksheetSchema, Quiz: QuizSchema };

const nextAuthNote = "next-auth's own endpoint: its answer is next-auth's shape, not the `{success, data}` envelope.";

/** next-auth's endpoints that API users meet, described by hand (they are next-auth's handler, not route() definitions). */
export const NEXT_AUTH_PATHS: ZodOpenApiPathsObject = {
  '/api/auth/session': {
    get: {
      operationId: 'getAuthSession',
      summary: 'Read the web session',
      description: `${nextAuthNote} An empty object when signed out. Reads the session cookie, not a bearer token.`,
      tags: ['auth'],
      security: [{}, { sessionCookie: [] }],
      responses: {
        200: {
          description: 'The session, or {} when signed out.',
          content: {
            'application/json': {
              schema: z.union([
                z.object({
                  user: z.object({ name: z.string().nullish(), email: z.string().nullish(), image: z.string().nullish() }).loose(),
                  expires: z.string().meta({ description: 'ISO 8601 date and time the session ends.' }),
                }).loose(),
                z.object({}),
              ]),
            },
          },
        },
      },
    },
  },
  '/api/auth/csrf': {
    get: {
      operationId: 'getAuthCsrf',
      summary: 'Get a CSRF token for next-auth forms',
      description: `${nextAuthNote} The web sign-in and sign-out forms post it back.`,
      tags: ['auth'],
      security: [],
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: z.object({ csrfToken: z.string() }) } } },
      },
    },
  },
  '/api/auth/providers': {
    get: {
      operationId: 'getAuthProviders',
      summary: 'List the sign-in providers',
      description: `${nextAuthNote} E-mail and password always; Google when it is configured.`,
      tags: ['auth'],
      security: [],
      responses: {
        200: {
          description: 'Provider id → how to sign in with it.',
          content: {
            'application/json': {
              schema: z.record(
                z.string(),
                z.object({ id: z.string(), name: z.string(), type: z.string(), signinUrl: z.string(), callbackUrl: z.string() }),
              ),
            },
          },
        },
      },
    },
  },
};
