'use client';
import { useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { unlockPendingPreviewAfterAuth } from '@/lib/client/pending-preview';
import { notify } from '@/lib/client/toast';
import { GoogleButton, OrDivider } from './google-button';

/**
 * What sign-in and sign-up share around their form: `from` (the page to return to, from the
 * address), the form's own error line, `fail` (shows a message there and as a toast) and
 * `signedIn` (forgets the signed-out cache, toasts `welcome`, claims a pending visitor preview
 * and opens its lesson, else `next`, replacing history).
 */
export function useAuthFlow() {
  const router = useRouter();
  const search = useSearchParams();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);

  function fail(message: string) {
    setFormError(message);
    notify.error(message);
  }

  async function signedIn(welcome: string, afterPreview: string, next: () => string) {
    queryClient.clear();
    notify.success(welcome);
    router.replace((await unlockPendingPreviewAfterAuth(afterPreview)) ?? next());
    router.refresh();
  }

  return { search, from: search.get('from'), formError, clearError: () => setFormError(null), fail, signedIn };
}

/**
 * The sign-in or sign-up card: heading, description, the form (`children`), the form's error
 * line, its submit button (off and spinning while `pending`), then "or" Google and the link to
 * the other form (keeping `from`).
 */
export function AuthCard({
  title,
  description,
  pending,
  onSubmit,
  formError,
  submitLabel,
  pendingLabel,
  beforeSubmit,
  switchPrompt,
  switchLabel,
  switchHref,
  children,
}: {
  title: string;
  description: ReactNode;
  pending: boolean;
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void;
  formError: string | null;
  submitLabel: string;
  pendingLabel: string;
  /** Shown between the error line and the submit button, e.g. the terms. */
  beforeSubmit?: ReactNode;
  switchPrompt: string;
  switchLabel: string;
  switchHref: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-semibold leading-tight text-ink">{title}</h1>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <fieldset disabled={pending} className="flex flex-col gap-4">
            {children}
            {formError && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {formError}
              </p>
            )}
            {beforeSubmit}
            <Button type="submit" className="w-full">
              {pending && <Spinner />}
              {pending ? pendingLabel : submitLabel}
            </Button>
          </fieldset>
        </form>
        <OrDivider />
        <GoogleButton disabled={pending} />
        <p className="text-center text-sm text-muted">
          {switchPrompt}{' '}
          <Link href={switchHref} className="font-medium text-brand-700 hover:underline">
            {switchLabel}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

/** `/login` or `/signup`, keeping the page to return to. */
export function withFrom(path: string, from: string | null): string {
  return from ? `${path}?from=${encodeURIComponent(from)}` : path;
}
