'use client';
/**
 * Sign in with e-mail and password (product-spec §2 Login, §5 rules, §8 messages). On success
 * it claims a pending visitor preview if there is one and opens its lesson (product-spec §4
 * "Preview"); otherwise it returns to the page the user came from, else /dashboard, replacing
 * history.
 */
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { signIn } from 'next-auth/react';
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
import { loginFormSchema, type LoginFormValues } from '@/lib/validation/auth';
import { safeRedirect } from '@/lib/client/safe-redirect';
import { notify } from '@/lib/client/toast';
import { signInWithPassword } from '@/lib/client/sign-in';
import { unlockPendingPreviewAfterAuth } from '@/lib/client/pending-preview';

export function LoginForm() {
  const router = useRouter();
  const search = useSearchParams();
  const queryClient = useQueryClient();
  const from = search.get('from');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });

  useEffect(() => {
    if (search.get('provider') === 'google') void signIn('google', { callbackUrl: '/auth/callback' });
  }, [search]);

  async function onSubmit(values: LoginFormValues) {
    setFormError(null);
    const message = await signInWithPassword(values.email, values.password, 'Login failed');
    if (message) {
      setFormError(message);
      notify.error(message);
      return;
    }
    queryClient.clear();
    notify.success('Welcome back!');
    const next = (await unlockPendingPreviewAfterAuth('/dashboard')) ?? safeRedirect(from);
    router.replace(next);
    router.refresh();
  }

  const signupHref = from ? `/signup?from=${encodeURIComponent(from)}` : '/signup';

  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-semibold leading-tight text-ink">Sign in</h1>
        <CardDescription>Welcome back. Your lessons are where you left them.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
          <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="email">Email</Label>
              <Input
                id="email"
                type="email"
                autoComplete="email"
                aria-invalid={Boolean(errors.email)}
                aria-describedby={errors.email ? 'email-error' : undefined}
                {...register('email')}
              />
              <FieldError id="email-error" message={errors.email?.message} />
            </div>
            <div className="flex flex-col gap-1.5">
              <div className="flex items-baseline justify-between gap-2">
                <Label htmlFor="password">Password</Label>
                <Link href="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
                  Forgot your password?
                </Link>
              </div>
              <PasswordInput
                id="password"
                autoComplete="current-password"
                aria-invalid={Boolean(errors.password)}
                aria-describedby={errors.password ? 'password-error' : undefined}
                {...register('password')}
              />
              <FieldError id="password-error" message={errors.password?.message} />
            </div>
            {formError && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {formError}
              </p>
            )}
            <Button type="submit" className="w-full">
              {isSubmitting && <Spinner />}
              {isSubmitting ? 'Signing in...' : 'Sign In'}
            </Button>
          </fieldset>
        </form>
        <OrDivider />
        <GoogleButton disabled={isSubmitting} />
        <p className="text-center text-sm text-muted">
          New to Plenary?{' '}
          <Link href={signupHref} className="font-medium text-brand-700 hover:underline">
            Sign up free
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
