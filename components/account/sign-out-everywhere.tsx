'use client';
/**
 * Account → Settings: "Sign out everywhere". Ends every session of the account on the server,
 * this browser's too (someone worried about a lost laptop wants a clean slate), then goes to the
 * sign-in page.
 */
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { signOutDeliberately } from '@/lib/client/sign-out';
import { notify } from '@/lib/client/toast';

export function SignOutEverywhere() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);

  async function signOutAll() {
    setWorking(true);
    try {
      await apiFetch('/account/sessions/revoke-all', { method: 'POST' });
      queryClient.clear();
      notify.success('You have been signed out everywhere');
      await signOutDeliberately(() => router.replace('/login'));
    } catch (err) {
      notify.error(errorMessage(err, 'Could not sign you out everywhere. Please try again.'));
      setWorking(false);
    }
  }

  return (
    <Card className="max-w-2xl space-y-4 p-5 sm:p-6">
      <div className="space-y-1">
        <h2 className="text-base font-semibold text-ink">Sign out everywhere</h2>
        <p className="text-sm text-muted">
          Signs you out on every computer, phone and app where you are signed in, this one included.
        </p>
      </div>
      <Dialog open={open} onOpenChange={(next) => !working && setOpen(next)}>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <LogOut aria-hidden />
          Sign out everywhere
        </Button>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Sign out everywhere?</DialogTitle>
            <DialogDescription>
              Every device signed in to your account, this one included, will need your password again.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={working}>
              Cancel
            </Button>
            <Button onClick={signOutAll} disabled={working}>
              {working && <Spinner />}
              {working ? 'Signing out...' : 'Sign out everywhere'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
