'use client';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDate } from '@/lib/format';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { notify } from '@/lib/client/toast';
import { NAME_MAX } from '@/lib/constants/accounts';
import { nameSchema } from '@/lib/validation/auth';
import type { AccountProfile, PublicUser } from '@/lib/users/profile';
import { PasswordCard } from './password-card';
import { SignOutEverywhere } from './sign-out-everywhere';

const accountInfoSchema = z.object({ name: nameSchema });
type AccountInfoInput = z.input<typeof accountInfoSchema>;
type AccountInfo = z.output<typeof accountInfoSchema>;

export function SettingsTab({ account }: { account: AccountProfile }) {
  const queryClient = useQueryClient();
  const emailId = useId();
  const nameId = useId();
  const nameErrorId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AccountInfoInput, unknown, AccountInfo>({
    resolver: zodResolver(accountInfoSchema),
    defaultValues: { name: account.name ?? '' },
  });

  async function onSubmit(values: AccountInfo) {
    try {
      const user = await apiFetch<PublicUser>('/user/profile', { method: 'PUT', body: { name: values.name } });
      queryClient.setQueryData(queryKeys.profile, user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.account });
      reset({ name: user.name ?? '' });
      notify.success('Account information updated');
    } catch (err) {
      notify.error(errorMessage(err, 'Failed to update account information'));
    }
  }

  return (
    <>
      <Card className="max-w-2xl p-5 sm:p-6">
        <h2 className="text-base font-semibold text-ink">Account information</h2>
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-5 space-y-5">
          <fieldset disabled={isSubmitting} className="space-y-5">
            <div className="space-y-1.5">
              <Label htmlFor={emailId}>Email</Label>
              <Input id={emailId} type="email" value={account.email} readOnly aria-readonly className="bg-stone-50 text-muted" />
              <p className="text-xs text-muted">Your email is used to sign in and cannot be changed here.</p>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={nameId}>Name</Label>
              <Input
                id={nameId}
                autoComplete="name"
                maxLength={NAME_MAX}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? nameErrorId : undefined}
                {...register('name')}
              />
              <FieldError id={nameErrorId} message={errors.name?.message} />
            </div>
            <div className="space-y-1.5">
              <p className="text-sm font-medium text-ink">Member since</p>
              <p className="text-sm text-muted">
                <time dateTime={account.createdAt}>{formatLongDate(account.createdAt)}</time>
              </p>
            </div>
          </fieldset>
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting && <Spinner />}
            Update Account Info
          </Button>
        </form>
      </Card>
      <PasswordCard />
      <SignOutEverywhere />
    </>
  );
}
