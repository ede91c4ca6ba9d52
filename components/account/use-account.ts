'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import type { AccountProfile } from '@/lib/users/profile';

/** GET /api/account/profile: the account with its role profiles. */
export function useAccountProfile() {
  return useQuery({
    queryKey: queryKeys.account,
    queryFn: () => apiFetch<AccountProfile>('/account/profile'),
  });
}
