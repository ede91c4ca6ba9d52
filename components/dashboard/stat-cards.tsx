import { BookOpen, Crown, Layers } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { plural } from '@/lib/format';
import type { Dashboard } from '@/lib/users/dashboard';

function StatCard({ label, icon, value, detail }: { label: string; icon: ReactNode; value: ReactNode; detail: ReactNode }) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted">{label}</h2>
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden>
          {icon}
        </span>
      </div>
      <div className="mt-2 text-3xl font-semibold tracking-tight text-ink">{value}</div>
      <p className="mt-1 text-sm text-muted">{detail}</p>
    </Card>
  );
}

/** Lessons created, total generated and plan. */
export function StatCards({ overview }: { overview: Dashboard['overview'] }) {
  const { totalLessons, currentMonthLessons, totalGenerated, remaining, limit, isPremium } = overview;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label="Lessons created"
        icon={<BookOpen className="size-4" />}
        value={totalLessons}
        detail={`${currentMonthLessons} this month`}
      />
      <StatCard
        label="Total generated"
        icon={<Layers className="size-4" />}
        value={totalGenerated}
        detail={
          isPremium || remaining === null ? 'No limit on your plan' : `${plural(remaining, 'free lesson')} remaining`
        }
      />
      <StatCard
        label="Plan"
        icon={<Crown className="size-4" />}
        value={
          isPremium ? (
            <span className="flex items-center gap-2">
              Premium <Badge variant="premium">Active</Badge>
            </span>
          ) : (
            'Free Plan'
          )
        }
        detail={isPremium || limit === null ? 'Unlimited lessons' : plural(limit, 'free lesson')}
      />
    </div>
  );
}
