/**
 * Account forms and bodies: one schema each, used by the pages' forms and the route handlers.
 * Messages are the spec's (product-spec §5).
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

/** POST /api/auth/register. The name may be empty for API clients (spec §5 "Register call"). */
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
