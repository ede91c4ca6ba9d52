import Link from 'next/link';
import { Sparkles } from 'lucide-react';
import { EmptyState } from '@/components/common/empty-state';
import { Button } from '@/components/ui/button';

/** Shown instead of the lesson list and chart before the first lesson. */
export function DashboardEmptyState() {
  return (
    <EmptyState
      card
      icon={Sparkles}
      title="Ready to create your first lesson?"
      description="Give Plenary a topic and a year group, and it writes the lesson plan, a worksheet with answers and a quiz. Your lessons will appear here."
      action={
        <Button asChild size="lg">
          <Link href="/generate">Create Your First Lesson</Link>
        </Button>
      }
    />
  );
}
