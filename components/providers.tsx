'use client';
import { useState, type ReactNode } from 'react';
import { SessionProvider } from 'next-auth/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOAST_MS } from '@/lib/constants/ui';
import { ApiClientError } from '@/lib/client/api';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            refetchOnWindowFocus: false,
            // Don't retry answers that will not change (signed out, not found, bad input).
            retry: (count, err) =>
              !(err instanceof ApiClientError && err.status >= 400 && err.status < 500) && count < 2,
          },
        },
      }),
  );
  return (
    <SessionProvider refetchOnWindowFocus={false}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster position="top-center" richColors closeButton visibleToasts={TOAST_MS.maxVisible} duration={TOAST_MS.error} />
      </QueryClientProvider>
    </SessionProvider>
  );
}
