'use client';
/**
 * Account → Settings, "Your data": download everything we hold as JSON,
 * and delete the account after typing the confirmation word. Deletion cancels any Stripe
 * subscription first; the server refuses (and deletes nothing) when it cannot.
 */
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { signOutDeliberately } from '@/lib/client/sign-out';
import { notify } from '@/lib/client/toast';
import { ACCOUNT_DELETE_CONFIRMATION, DELETION_RETENTION_DAYS } from '@/lib/constants/accounts';

export function AccountData() {
  return (
    <Card className="max-w-2xl space-y-5 p-5 sm:p-6">
      <div className="space-y-1">
        <h2 className="text-base font-semibold text-ink">Your data</h2>
        <p className="text-sm text-muted">
          Download a copy of everything Plenary holds about you, or delete your account and everything in it.
        </p>
      </div>
      <div className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-0.5">
          <p className="text-sm font-medium text-ink">Export my data</p>
          <p className="text-sm text-muted">Your account, plan, lessons, tickets and feedback, as one JSON file.</p>
        </div>
        <Button asChild variant="outline" className="shrink-0">
          {/* A plain download: the server sends the file with Content-Disposition: attachment. */}
          <a href="/api/account/export" download>
            <Download aria-hidden />
            Export my data
          </a>
        </Button>
      </div>
      <div className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-0.5">
          <p className="text-sm font-medium text-ink">Delete my account</p>
          <p className="text-sm text-muted">
            Cancels any subscription and deletes your lessons and details. Backups are cleared within{' '}
            {DELETION_RETENTION_DAYS} days.
          </p>
        </div>
        <DeleteAccountButton />
      </div>
    </Card>
  );
}

function DeleteAccountButton() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const confirmed = typed.trim() === ACCOUNT_DELETE_CONFIRMATION;

  async function remove() {
    setDeleting(true);
    try {
      await apiFetch('/account', { method: 'DELETE', body: { confirm: typed.trim() } });
      await signOutDeliberately(() => {
        queryClient.clear();
        notify.success('Your account has been deleted');
        router.replace('/');
      });
    } catch (err) {
      notify.error(errorMessage(err, 'Failed to delete your account'));
      setDeleting(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (deleting) return;
        setOpen(next);
        if (!next) setTyped('');
      }}
    >
      <Button variant="destructive" className="shrink-0" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        Delete my account
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This deletes your lessons, profile, support tickets and feedback, and cancels any Premium subscription
            straight away. It cannot be undone. You can sign up again later with the same e-mail.
          </DialogDescription>
        </DialogHeader>
        <FormField label={<>Type {ACCOUNT_DELETE_CONFIRMATION} to confirm</>} htmlFor={inputId}>
          <Input
            id={inputId}
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(e) => setTyped(e.target.value)}
            disabled={deleting}
          />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={deleting}>
            Keep my account
          </Button>
          <Button variant="destructive" onClick={remove} disabled={!confirmed || deleting}>
            {deleting && <Spinner />}
            Delete my account
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
