import Link from 'next/link';
import { LifeBuoy, MessagesSquare, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const LINKS = [
  { href: '/admin/feedback', label: 'Feedback inbox', icon: MessagesSquare },
  { href: '/admin/support', label: 'Support tickets', icon: LifeBuoy },
] as const;

/**
 * Shortcuts to the admin screens, shown only when the server says the account is an admin
 * (`role` from GET /api/account/profile). The pages check again on the server.
 */
export function AdminLinks() {
  return (
    <Card className="max-w-2xl p-5 sm:p-6">
      <div className="flex items-center gap-2">
        <ShieldCheck className="size-5 text-brand-700" aria-hidden />
        <h2 className="text-base font-semibold text-ink">Admin</h2>
      </div>
      <p className="mt-1 text-sm text-muted">Triage what teachers and visitors send us.</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {LINKS.map(({ href, label, icon: Icon }) => (
          <Button key={href} asChild variant="outline" size="sm">
            <Link href={href}>
              <Icon aria-hidden />
              {label}
            </Link>
          </Button>
        ))}
      </div>
    </Card>
  );
}
