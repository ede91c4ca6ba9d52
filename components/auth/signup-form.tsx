'use client';
/**
 * Create an account (product-spec §2 Signup, §5 rules, §8 messages): register, sign in for the
 * session cookie, claim a pending visitor preview if there is one (then its lesson), else
 * onboarding, replacing history.
 */
import { useState } from 'react';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PasswordInput } from './password-input';
import { GoogleButton, OrDivider } from './google-button';
import { signupFormSchema, type SignupFormValues } from '@/lib/validation/auth';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import { signInWithPassword } from '@/lib/client/sign-in';
import { unlockPendingPreviewAfterAuth } from '@/lib/client/pending-preview';
import { PASSWORD_MIN } from '@/lib/constants/accounts';
import { FREE_LESSON_LIMIT } from '@/lib/constants/billing';

export function SignupForm() {
  const router = useRouter();
  const search = useSearchParams();
  const queryClient = useQueryClient();
  const from = search.get('from');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  async function onSubmit(values: SignupFormValues) {
    setFormError(null);
    try {
      await apiFetch('/auth/register', {
        body: { name: values.name, email: values.email, password: values.password },
        redirectOn401: false,
      });
    } catch (err) {
      const message = errorMessage(err, 'Registration failed');
      setFormError(message);
      notify.error(message);
      return;
    }
    const message = await signInWithPassword(values.email, values.password, 'Registration failed');
    if (message) {
      setFormError(message);
      notify.error(message);
      return;
    }
    queryClient.clear();
    notify.success('Account created successfully!');
    // Onboarding comes next, unless a pending preview was claimed: then its lesson (§2 Signup).
    const next = (await unlockPendingPreviewAfterAuth('/onboarding')) ?? '/onboarding';
    router.replace(next);
    router.refresh();
  }

  const loginHref = from ? `/login?from=${encodeURIComponent(from)}` : '/login';
  const field = (name: keyof SignupFormValues) => ({
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });

  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-semibold leading-tight text-ink">Create your free account</h1>
        <CardDescription>
          {FREE_LESSON_LIMIT} complete lessons free. No card needed.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
          <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="name">Full name</Label>
              <Input id="name" autoComplete="name" {...field('name')} {...register('name')} />
              <FieldError id="name-error" message={errors.name?.message} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="email">Email</Label>
              <Input id="email" type="email" autoComplete="email" {...field('email')} {...register('email')} />
              <FieldError id="email-error" message={errors.email?.message} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="password">Password</Label>
              <PasswordInput
                id="password"
                autoComplete="new-password"
                {...field('password')}
                {...register('password')}
              />
              {errors.password ? (
                <FieldError id="password-error" message={errors.password.message} />
              ) : (
                <p className="text-xs text-muted">At least {PASSWORD_MIN} characters.</p>
              )}
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="confirmPassword">Confirm password</Label>
              <PasswordInput
                id="confirmPassword"
                autoComplete="new-password"
                {...field('confirmPassword')}
                {...register('confirmPassword')}
              />
              <FieldError id="confirmPassword-error" message={errors.confirmPassword?.message} />
            </div>
            {formError && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {formError}
              </p>
            )}
            <p className="text-xs text-muted">
              By creating an account you agree to our{' '}
              <Link href="/terms" className="underline hover:text-ink">Terms</Link> and{' '}
              <Link href="/privacy" className="underline hover:text-ink">Privacy Policy</Link>.
            </p>
            <Button type="submit" className="w-full">
              {isSubmitting && <Spinner />}
              {isSubmitting ? 'Creating account...' : 'Create Account'}
            </Button>
          </fieldset>
        </form>
        <OrDivider />
        <GoogleButton disabled={isSubmitting} />
        <p className="text-center text-sm text-muted">
          Already have an account?{' '}
          <Link href={loginHref} className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
