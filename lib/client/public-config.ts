'use client';
import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@/lib/config/public';
import { apiFetch } from './api';
import { queryKeys } from './query-keys';

/** GET /api/config/public: limits, lists and switches (cached for the page's life). */
export function usePublicConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: () => apiFetch<PublicConfig>('/config/public'),
    staleTime: Infinity,
  });
}
