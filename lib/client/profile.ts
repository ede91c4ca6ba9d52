'use client';
import { useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import type { PublicUser } from '@/lib/users/profile';
import { apiFetch } from './api';
import { queryKeys } from './query-keys';

/** GET /api/user/profile for the signed-in user; idle while signed out. */
export function useProfile() {
  const { status } = useSession();
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: () => apiFetch<PublicUser>('/user/profile'),
    enabled: status === 'authenticated',
  });
}
