/**
 * Account forms and bodies: one schema each, used by the pages' forms and the route handlers.
 * The messages are the exact words the forms show.
 */
import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from '@/lib/constants/accounts';

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email('Invalid email address'))
  .transform((e) => e.toLowerCase());

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .min(NAME_MIN, `Name must be at least ${NAME_MIN} characters`)
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`);

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** POST /api/auth/register. The name may be empty for API clients. */
export const registerSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), nameSchema.optional()),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The signup page's form: everything of registerSchema plus a required name and confirmation. */
export const signupFormSchema = z
  .object({
    name: nameSchema,
    email: z.string().trim().min(1, 'Email is required').pipe(z.email('Invalid email address')),
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SignupFormValues = z.infer<typeof signupFormSchema>;

/** The login page's form. */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Invalid email address')),
  password: z.string().min(1, 'Password is required'),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** A token from a link sent by e-mail (its exact shape is checked where it is used). */
const linkTokenSchema = z.string({ error: 'token is required' }).trim().min(1, 'token is required').max(200, 'token is not valid');

/** POST /api/auth/verify-email: the token from the verification link. */
export const verifyEmailSchema = z.object({ token: linkTokenSchema });

/** POST /api/auth/forgot-password and the /forgot-password form. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const passwordsMatch = { message: 'Passwords do not match', path: ['confirmPassword'] };

/** The /reset-password form: a new password (the sign-up rules) typed twice. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

/** POST /api/auth/reset-password: the form's fields plus the token from the link. */
export const resetPasswordSchema = z
  .object({ token: linkTokenSchema, password: passwordSchema, confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** POST /api/account/password and Settings' "Change password": the current password and a new one typed twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, passwordsMatch);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Answer of POST /api/auth/forgot-password: the same message whether or not the address has an account. */
export const resetRequestedSchema = z.object({ message: z.string() });

/** Answer of a used verification or reset link: the address it was for. */
export const linkUsedSchema = z.object({ email: z.string() });

/** Answer of POST /api/auth/verify-email/resend. */
export const verificationResentSchema = z.object({ alreadyVerified: z.boolean() });

/** Answer of POST /api/account/password: how many other sessions ended. */
export const passwordChangedSchema = z.object({ endedSessions: z.number().int().min(0) });

/** Answer of the sign-out-everywhere routes: how many sessions ended. */
export const sessionsEndedSchema = z.object({ ended: z.number().int().min(0) });
