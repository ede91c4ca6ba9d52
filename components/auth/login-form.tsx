'use client';
/**
 * Sign in with e-mail and password, with the login form's rules and messages. On success it
 * claims a pending visitor preview if there is one and opens its lesson; otherwise it returns
 * to the page the user came from, else /dashboard, replacing history.
 */
import Link from 'next/link';
import { useEffect } from 'react';
import { signIn } from 'next-auth/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField, fieldAria } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { loginFormSchema, type LoginFormValues } from '@/lib/validation/auth';
import { safeRedirect } from '@/lib/client/safe-redirect';
import { signInWithPassword } from '@/lib/client/sign-in';
import { AuthCard, useAuthFlow, withFrom } from './auth-card';
import { PasswordInput } from './password-input';

export function LoginForm() {
  const { search, from, formError, clearError, fail, signedIn } = useAuthFlow();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });

  useEffect(() => {
    if (search.get('provider') === 'google') void signIn('google', { callbackUrl: '/auth/callback' });
  }, [search]);

  async function onSubmit(values: LoginFormValues) {
    clearError();
    const message = await signInWithPassword(values.email, values.password, 'Login failed');
    if (message) return fail(message);
    await signedIn('Welcome back!', '/dashboard', () => safeRedirect(from));
  }

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Your lessons are where you left them."
      pending={isSubmitting}
      onSubmit={handleSubmit(onSubmit)}
      formError={formError}
      submitLabel="Sign In"
      pendingLabel="Signing in..."
      switchPrompt="New to Plenary?"
      switchLabel="Sign up free"
      switchHref={withFrom('/signup', from)}
    >
      <FormField label="Email" htmlFor="email" error={errors.email?.message} errorId="email-error">
        <Input id="email" type="email" autoComplete="email" {...fieldAria(errors.email, 'email-error')} {...register('email')} />
      </FormField>
      <FormField label="Password" htmlFor="password" error={errors.password?.message} errorId="password-error">
        <PasswordInput
          id="password"
          autoComplete="current-password"
          {...fieldAria(errors.password, 'password-error')}
          {...register('password')}
        />
      </FormField>
      <Link href="/forgot-password" className="-mt-2 self-end text-sm font-medium text-brand-700 hover:underline">
        Forgot your password?
      </Link>
    </AuthCard>
  );
}
