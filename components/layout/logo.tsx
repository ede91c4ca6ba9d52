import Link from 'next/link';
import { BookOpenCheck } from 'lucide-react';

export function Logo({ href = '/' }: { href?: string }) {
  return (
    <Link href={href} className="flex min-w-0 items-center gap-2 font-semibold text-ink" aria-label="Plenary home">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
        <BookOpenCheck className="size-5" aria-hidden />
      </span>
      <span className="truncate text-lg tracking-tight">Plenary</span>
    </Link>
  );
}
