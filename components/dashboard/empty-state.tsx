import Link from 'next/link';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Shown instead of the lesson list and chart before the first lesson. */
export function DashboardEmptyState() {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
        <Sparkles className="size-6" />
      </span>
      <div className="max-w-md space-y-2">
        <h2 className="text-lg font-semibold text-ink">Ready to create your first lesson?</h2>
        <p className="text-sm text-muted">
          Give Plenary a topic and a year group, and it writes the lesson plan, a worksheet with answers and a quiz.
          Your lessons will appear here.
        </p>
      </div>
      <Button asChild size="lg">
        <Link href="/generate">Create Your First Lesson</Link>
      </Button>
    </Card>
  );
}
