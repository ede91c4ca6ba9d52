'use client';
/** React Query hooks for the data most screens share. */
import { useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { apiFetch } from './api';
import type { PublicConfig } from '@/lib/config/public';
import type { PublicUser } from '@/lib/users/profile';

export const queryKeys = {
  profile: ['profile'] as const,
  config: ['config'] as const,
  dashboard: ['dashboard'] as const,
  account: ['account'] as const,
  /** GET /api/account/subscription: invalidate when the plan or credits may have changed. */
  subscription: ['subscription'] as const,
  /** GET /api/pricing/tiers|features|usage, each under its own key. */
  pricing: ['pricing'] as const,
  /** Every page of GET /api/lessons; invalidate after a lesson is created or deleted. */
  lessons: ['lessons'] as const,
};

/** GET /api/config/public: limits, lists and switches (cached for the page's life). */
export function usePublicConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: () => apiFetch<PublicConfig>('/config/public'),
    staleTime: Infinity,
  });
}

/** GET /api/user/profile for the signed-in user; idle while signed out. */
export function useProfile() {
  const { status } = useSession();
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: () => apiFetch<PublicUser>('/user/profile'),
    enabled: status === 'authenticated',
  });
}
