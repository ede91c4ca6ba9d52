'use client';
/**
 * The debug premium toggle: only shown when the server says
 * debug tools exist (ENABLE_DEBUG_TOOLS=true outside production); the route itself
 * answers 404 otherwise.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Bug } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { apiFetch, errorMessage } from '@/lib/client/api';
import { usePublicConfig } from '@/lib/client/public-config';
import { notify } from '@/lib/client/toast';

export function DebugPremium({ isPremium }: { isPremium: boolean }) {
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!config.data?.debugTools) return null;

  async function toggle() {
    setBusy(true);
    try {
      const res = await apiFetch<{ isPremium: boolean; message: string }>('/account/debug/toggle-premium', {
        body: { isPremium: !isPremium },
      });
      notify.success(res.message);
      await queryClient.invalidateQueries();
    } catch (err) {
      notify.error(errorMessage(err, 'Failed to toggle premium status'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="max-w-2xl space-y-3 border-dashed p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
        <Bug className="size-4" aria-hidden />
        Debug tools
      </h2>
      <p className="text-sm text-muted">For development only. Premium is now {isPremium ? 'on' : 'off'}.</p>
      <Button variant="outline" onClick={toggle} disabled={busy}>
        {busy && <Spinner />}
        {isPremium ? 'Turn Premium off' : 'Turn Premium on'}
      </Button>
    </Card>
  );
}
