'use client';
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { notify } from '@/lib/client/toast';
import type { Dashboard } from '@/lib/users/dashboard';

/** GET /api/user/dashboard: lesson counts, allowance, recent lessons and subjects. */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: () => apiFetch<Dashboard>('/user/dashboard'),
  });
}

/** Shows `message` as an error toast once each time `failed` becomes true. */
export function useErrorToastOnce(failed: boolean, message: string) {
  const shown = useRef(false);
  useEffect(() => {
    if (failed && !shown.current) {
      shown.current = true;
      notify.error(message);
    } else if (!failed) {
      shown.current = false;
    }
  }, [failed, message]);
}
