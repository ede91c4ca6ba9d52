'use client';
/**
 * "Forgot your password?": asks for the address and has the server e-mail a reset link. The
 * answer is the same whether or not the address has an account, so the page says so either way.
 */
import { useState } from 'react';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import { forgotPasswordSchema } from '@/lib/validation/auth';
import type { z } from 'zod';

type FormInput = z.input<typeof forgotPasswordSchema>;
type FormOutput = z.output<typeof forgotPasswordSchema>;

export function ForgotPasswordForm({ notice }: { notice?: string }) {
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  async function onSubmit(values: FormOutput) {
    setFormError(null);
    try {
      const { message } = await apiFetch<{ message: string }>('/auth/forgot-password', { body: values, redirectOn401: false });
      setSentTo({ email: values.email, message });
      notify.success('Check your inbox');
    } catch (err) {
      const message = errorMessage(err, 'Could not send the link. Please try again.');
      setFormError(message);
      notify.error(message);
    }
  }

  if (sentTo) {
    return (
      <Card>
        <CardHeader>
          <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <MailCheck className="size-5" aria-hidden />
          </span>
          <h1 className="text-2xl font-semibold leading-tight text-ink">Check your inbox</h1>
          <CardDescription role="status">{sentTo.message}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm text-muted">
          <p>
            We sent it to <span className="font-medium text-ink">{sentTo.email}</span>. The link works once and expires in
            an hour. Nothing there? Check your spam folder, or{' '}
            <button type="button" className="font-medium text-brand-700 hover:underline" onClick={() => setSentTo(null)}>
              try again
            </button>
            .
          </p>
          <Link href="/login" className="font-medium text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-semibold leading-tight text-ink">Forgot your password?</h1>
        <CardDescription>Enter the e-mail address you sign in with and we will send you a link to choose a new password.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {notice && (
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {notice}
          </p>
        )}
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
            {formError && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {formError}
              </p>
            )}
            <Button type="submit" className="w-full">
              {isSubmitting && <Spinner />}
              {isSubmitting ? 'Sending...' : 'Send reset link'}
            </Button>
          </fieldset>
        </form>
        <p className="text-center text-sm text-muted">
          Remembered it?{' '}
          <Link href="/login" className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
