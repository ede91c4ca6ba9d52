import Link from 'next/link';
import { LinkIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/**
 * A link from an e-mail that no longer works (used, expired, or mangled): says which, and offers
 * the way to a new one (`action`).
 */
export function LinkProblem({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action: { label: string; href: string } | React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <span className="flex size-11 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <LinkIcon className="size-5" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold leading-tight text-ink">{title}</h1>
        <CardDescription role="alert">{message}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {action && typeof action === 'object' && 'href' in action ? (
          <Button asChild className="w-full">
            <Link href={action.href}>{action.label}</Link>
          </Button>
        ) : (
          action
        )}
        <Link href="/login" className="text-center text-sm font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </CardContent>
    </Card>
  );
}
