'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api';
import type { Page } from '@/lib/feedback/service';
import type { MyTicketView } from '@/lib/support/service';

/** Every page of GET /api/support/my-tickets; invalidate after a ticket is sent. */
export const MY_TICKETS_KEY = ['support', 'my-tickets'] as const;

/** GET /api/support/my-tickets?page: the signed-in user's own tickets, newest first. */
export function useMyTickets(page: number) {
  return useQuery({
    queryKey: [...MY_TICKETS_KEY, page],
    queryFn: () => apiFetch<Page<MyTicketView>>(`/support/my-tickets?page=${page}`),
    placeholderData: keepPreviousData,
  });
}
