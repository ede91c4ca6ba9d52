'use client';
/**
 * The lesson library's state lives in the URL (?search&subject&page) so it survives a reload,
 * the back button and a shared link; the list itself is GET /api/lessons (newest first,
 * DEFAULT_PAGE_SIZE a page).
 */
import { useCallback } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants/lists';
import type { LessonSummary } from '@/lib/lessons/service';

/** One page of GET /api/lessons. */
export interface LessonPage {
  items: LessonSummary[];
  page: number;
  limit: number;
  total: number;
}

export interface LibraryFilters {
  search: string;
  subject: string;
  page: number;
}

/** Reads the filters from the URL; an absent or bad page is page 1. */
export function useLibraryFilters() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const rawPage = Number(params.get('page'));
  const filters: LibraryFilters = {
    search: params.get('search')?.trim() ?? '',
    subject: params.get('subject')?.trim() ?? '',
    page: Number.isInteger(rawPage) && rawPage > 1 ? rawPage : 1,
  };

  /**
   * Writes a change into the URL. Changing the search or subject goes back to page 1. `replace`
   * keeps typing out of the history; page and subject changes are pushed so Back undoes them.
   */
  const update = useCallback(
    (change: Partial<LibraryFilters>, mode: 'push' | 'replace' = 'push') => {
      const next = new URLSearchParams(params.toString());
      const set = (key: string, value: string | number | undefined) => {
        if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      };
      if ('search' in change) set('search', change.search?.trim());
      if ('subject' in change) set('subject', change.subject);
      if ('search' in change || 'subject' in change) next.delete('page');
      if ('page' in change) set('page', change.page);
      const query = next.toString();
      const href = query ? `${pathname}?${query}` : pathname;
      if (mode === 'replace') router.replace(href, { scroll: false });
      else router.push(href, { scroll: 'page' in change });
    },
    [params, pathname, router],
  );

  return { filters, update };
}

/** The query string GET /api/lessons reads (app/api/lessons/route.ts). */
export function lessonsQueryString({ search, subject, page }: LibraryFilters): string {
  const query = new URLSearchParams({ page: String(page), limit: String(DEFAULT_PAGE_SIZE) });
  if (search) query.set('search', search);
  if (subject) query.set('subject', subject);
  return query.toString();
}

/** One page of the signed-in teacher's lessons; the previous page stays shown while the next loads. */
export function useLessonPage(filters: LibraryFilters) {
  return useQuery({
    queryKey: [...queryKeys.lessons, filters],
    queryFn: () => apiFetch<LessonPage>(`/lessons?${lessonsQueryString(filters)}`),
    placeholderData: keepPreviousData,
  });
}
