'use client';
/**
 * Account → Settings, for admins only (the server decides: account.role): Reset Account, with a
 * confirmation of what goes and what stays, then /onboarding after 1 s.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import { ACCOUNT_RESET_REDIRECT_MS } from '@/lib/constants/ui';

export function DangerZone() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [resetting, setResetting] = useState(false);

  async function reset() {
    setResetting(true);
    try {
      await apiFetch('/account/reset', { method: 'POST' });
      notify.success('Account reset successfully! Redirecting to onboarding...');
      setOpen(false);
      await queryClient.invalidateQueries();
      setTimeout(() => router.replace('/onboarding'), ACCOUNT_RESET_REDIRECT_MS);
    } catch (err) {
      notify.error(errorMessage(err, 'Failed to reset account'));
      setResetting(false);
    }
  }

  return (
    <Card className="max-w-2xl space-y-4 border-red-200 p-5 sm:p-6">
      <div className="space-y-1">
        <h2 className="text-base font-semibold text-red-800">Danger zone</h2>
        <p className="text-sm text-muted">Start again from onboarding, keeping your sign-in details.</p>
      </div>
      <Dialog open={open} onOpenChange={(next) => !resetting && setOpen(next)}>
        <Button variant="outline" className="border-red-300 text-red-700 hover:bg-red-50" onClick={() => setOpen(true)}>
          <RotateCcw aria-hidden />
          Reset Account
        </Button>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Reset your account?</DialogTitle>
            <DialogDescription>This deletes, for good:</DialogDescription>
          </DialogHeader>
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
            <li>all your lessons</li>
            <li>your profile and onboarding data</li>
            <li>your preferences</li>
          </ul>
          <p className="text-sm text-muted">Your e-mail, password and plan remain, so you can sign straight back in.</p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={resetting}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={reset} disabled={resetting}>
              {resetting && <Spinner />}
              Reset Account
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
