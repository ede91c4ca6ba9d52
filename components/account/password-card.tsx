'use client';
/**
 * Account → Settings: "Change password" (the current one, then a new one twice). On success every
 * other session of the account ends; this browser stays signed in.
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError, Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { PasswordInput } from '@/components/auth/password-input';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import { PASSWORD_MIN } from '@/lib/constants/accounts';
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/validation/auth';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};

export function PasswordCard() {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  async function onSubmit(values: ChangePasswordInput) {
    try {
      const { endedSessions } = await apiFetch<{ endedSessions: number }>('/account/password', { body: values });
      reset();
      notify.success(
        endedSessions > 0
          ? 'Password changed. You have been signed out on your other devices.'
          : 'Password changed.',
      );
    } catch (err) {
      const message = errorMessage(err, 'Could not change your password. Please try again.');
      const field = FIELDS.find((f) => message.startsWith(`${f}: `));
      if (field) setError(field, { message: message.slice(field.length + 2) });
      notify.error(field ? message.slice(field.length + 2) : message);
    }
  }

  return (
    <Card className="max-w-2xl p-5 sm:p-6">
      <h2 className="text-base font-semibold text-ink">Change password</h2>
      <p className="mt-1 text-sm text-muted">
        At least {PASSWORD_MIN} characters. Your other devices will be signed out; this one stays signed in.
      </p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-5 space-y-5">
        <fieldset disabled={isSubmitting} className="space-y-5">
          {FIELDS.map((field) => (
            <div key={field} className="space-y-1.5">
              <Label htmlFor={`${id}-${field}`}>{LABELS[field]}</Label>
              <PasswordInput
                id={`${id}-${field}`}
                autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
                {...register(field)}
              />
              <FieldError id={`${id}-${field}-error`} message={errors[field]?.message} />
            </div>
          ))}
        </fieldset>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </Card>
  );
}
