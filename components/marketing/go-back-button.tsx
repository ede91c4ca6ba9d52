'use client';
import { useRouter } from 'next/navigation';
import { ArrowLeft } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

/** Returns to the previous page, or to the home page when there is nothing to go back to. */
export function GoBackButton(props: Omit<ButtonProps, 'onClick' | 'children' | 'asChild'>) {
  const router = useRouter();
  return (
    <Button
      type="button"
      {...props}
      onClick={() => {
        if (window.history.length > 1) window.history.back();
        else router.push('/');
      }}
    >
      <ArrowLeft aria-hidden />
      <span>Go Back</span>
    </Button>
  );
}
