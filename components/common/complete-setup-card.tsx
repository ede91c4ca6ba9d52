import Link from 'next/link';
import { ArrowLeft, ArrowRight, ClipboardList } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/class-names';

interface CompleteSetupCardProps {
  description?: string;
  /** Adds a link back to the dashboard beside the main button. */
  showDashboardLink?: boolean;
  className?: string;
}

/** Shown where a teacher has no subject yet: sends them to onboarding. */
export function CompleteSetupCard({
  description = 'Tell us what you teach so Plenary can write lessons that fit your classes.',
  showDashboardLink = false,
  className,
}: CompleteSetupCardProps) {
  return (
    <Card
      role="region"
      aria-labelledby="complete-setup-title"
      className={cn('flex flex-col gap-4 border-amber-200 bg-amber-50/60 p-5 sm:flex-row sm:items-center', className)}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <ClipboardList className="size-5" aria-hidden />
      </span>
      <div className="flex-1 space-y-1">
        <h2 id="complete-setup-title" className="text-base font-semibold text-ink">
          Complete Your Setup
        </h2>
        <p className="text-sm text-muted">{description}</p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {showDashboardLink && (
          <Button asChild variant="ghost">
            <Link href="/dashboard">
              <ArrowLeft aria-hidden />
              Dashboard
            </Link>
          </Button>
        )}
        <Button asChild>
          <Link href="/onboarding">
            Complete Setup
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </Card>
  );
}
