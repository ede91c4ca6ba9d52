'use client';
/**
 * Choose a new password with the token from a reset link: typed twice, the sign-up rules. On
 * success every session of the account has ended, so the teacher signs in again.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PasswordInput } from './password-input';
import { LinkProblem } from './link-problem';
import { apiFetch, ApiClientError, errorMessage } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import { PASSWORD_MIN } from '@/lib/constants/accounts';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '@/lib/validation/auth';

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  async function onSubmit(values: ResetPasswordFormValues) {
    setFormError(null);
    try {
      await apiFetch('/auth/reset-password', { body: { token, ...values }, redirectOn401: false });
      notify.success('Your password has been changed. Please sign in with it.');
      router.replace('/login');
    } catch (err) {
      const message = errorMessage(err, 'Could not change your password. Please try again.');
      // A link used or expired meanwhile: say so and offer a new one, as the page does.
      if (err instanceof ApiClientError && /link/i.test(message)) setLinkProblem(message);
      else setFormError(message);
      notify.error(message);
    }
  }

  if (linkProblem) {
    return (
      <LinkProblem title="This link no longer works" message={linkProblem} action={{ label: 'Send me a new link', href: '/forgot-password' }} />
    );
  }

  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-semibold leading-tight text-ink">Choose a new password</h1>
        <CardDescription>
          At least {PASSWORD_MIN} characters. Once it is changed you will be signed out everywhere, and can sign in with the
          new one.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
          <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="password">New password</Label>
              <PasswordInput
                id="password"
                autoComplete="new-password"
                aria-invalid={Boolean(errors.password)}
                aria-describedby={errors.password ? 'password-error' : undefined}
                {...register('password')}
              />
              <FieldError id="password-error" message={errors.password?.message} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="confirmPassword">Confirm new password</Label>
              <PasswordInput
                id="confirmPassword"
                autoComplete="new-password"
                aria-invalid={Boolean(errors.confirmPassword)}
                aria-describedby={errors.confirmPassword ? 'confirm-error' : undefined}
                {...register('confirmPassword')}
              />
              <FieldError id="confirm-error" message={errors.confirmPassword?.message} />
            </div>
            {formError && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {formError}
              </p>
            )}
            <Button type="submit" className="w-full">
              {isSubmitting && <Spinner />}
              {isSubmitting ? 'Saving...' : 'Change password'}
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
