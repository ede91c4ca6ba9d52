'use client';
/**
 * Create an account, with the sign-up form's rules and messages: register, sign in for the
 * session cookie, claim a pending visitor preview if there is one (then its lesson), else
 * onboarding, replacing history.
 */
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField, fieldAria } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { signupFormSchema, type SignupFormValues } from '@/lib/validation/auth';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { signInWithPassword } from '@/lib/client/sign-in';
import { PASSWORD_MIN } from '@/lib/constants/accounts';
import { FREE_LESSON_LIMIT } from '@/lib/constants/billing';
import { AuthCard, useAuthFlow, withFrom } from './auth-card';
import { PasswordInput } from './password-input';

export function SignupForm() {
  const { from, formError, clearError, fail, signedIn } = useAuthFlow();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  async function onSubmit(values: SignupFormValues) {
    clearError();
    try {
      await apiFetch('/auth/register', {
        body: { name: values.name, email: values.email, password: values.password },
        redirectOn401: false,
      });
    } catch (err) {
      return fail(errorMessage(err, 'Registration failed'));
    }
    const message = await signInWithPassword(values.email, values.password, 'Registration failed');
    if (message) return fail(message);
    // Onboarding comes next, unless a pending preview was claimed: then its lesson.
    await signedIn('Account created successfully!', '/onboarding', () => '/onboarding');
  }

  const field = (name: keyof SignupFormValues) => ({
    htmlFor: name,
    error: errors[name]?.message,
    errorId: `${name}-error`,
  });
  const aria = (name: keyof SignupFormValues) => fieldAria(errors[name], `${name}-error`);

  return (
    <AuthCard
      title="Create your free account"
      description={<>{FREE_LESSON_LIMIT} complete lessons free. No card needed.</>}
      pending={isSubmitting}
      onSubmit={handleSubmit(onSubmit)}
      formError={formError}
      submitLabel="Create Account"
      pendingLabel="Creating account..."
      beforeSubmit={
        <p className="text-xs text-muted">
          By creating an account you agree to our{' '}
          <Link href="/terms" className="underline hover:text-ink">Terms</Link> and{' '}
          <Link href="/privacy" className="underline hover:text-ink">Privacy Policy</Link>.
        </p>
      }
      switchPrompt="Already have an account?"
      switchLabel="Sign in"
      switchHref={withFrom('/login', from)}
    >
      <FormField label="Full name" {...field('name')}>
        <Input id="name" autoComplete="name" {...aria('name')} {...register('name')} />
      </FormField>
      <FormField label="Email" {...field('email')}>
        <Input id="email" type="email" autoComplete="email" {...aria('email')} {...register('email')} />
      </FormField>
      <FormField
        label="Password"
        {...field('password')}
        hint={errors.password ? undefined : `At least ${PASSWORD_MIN} characters.`}
      >
        <PasswordInput id="password" autoComplete="new-password" {...aria('password')} {...register('password')} />
      </FormField>
      <FormField label="Confirm password" {...field('confirmPassword')}>
        <PasswordInput id="confirmPassword" autoComplete="new-password" {...aria('confirmPassword')} {...register('confirmPassword')} />
      </FormField>
    </AuthCard>
  );
}
