import Link from 'next/link';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The signed-in teacher's way from a marketing page to the generate screen. */
export function CreateContentButton({ className }: { className?: string }) {
  return (
    <Button asChild size="lg" className={className}>
      <Link href="/generate">
        <Plus aria-hidden />
        <span>Create New Content</span>
      </Link>
    </Button>
  );
}
