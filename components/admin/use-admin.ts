'use client';
import { useCallback, useEffect, useRef } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { ApiClientError } from '@/lib/client/api';
import { notify } from '@/lib/client/toast';
import { ADMIN_UNAUTHORIZED } from '@/lib/support/messages';

/** Every admin list query starts with this key; invalidate it after a status change. */
export const ADMIN_KEY = ['admin'] as const;

/** True for the server's 403: the account is no longer an admin. */
export const isForbidden = (err: unknown) => err instanceof ApiClientError && err.status === 403;

/**
 * Sends a non-admin away: on a 403 from an admin API call, "Unauthorized access" and
 * /dashboard. The page's server guard already redirects
 * non-admins before anything renders; this covers a role removed while the page is open.
 */
export function useLeaveOnForbidden(error: unknown) {
  const router = useRouter();
  const left = useRef(false);
  useEffect(() => {
    if (!left.current && isForbidden(error)) {
      left.current = true;
      notify.error(ADMIN_UNAUTHORIZED);
      router.replace('/dashboard');
    }
  }, [error, router]);
}

/**
 * The admin list's filters and page, kept in the address (?status=…&page=…) so a reload or a
 * shared link shows the same list. `parse` turns a raw value into an allowed one.
 */
export function useListParams<K extends string>(keys: readonly K[], parse: (key: K, raw: string | null) => string) {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const values = Object.fromEntries(keys.map((k) => [k, parse(k, search.get(k))])) as Record<K, string>;
  const rawPage = Number(search.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  const update = useCallback(
    (next: Partial<Record<K | 'page', string | number>>) => {
      const params = new URLSearchParams(search.toString());
      for (const [k, v] of Object.entries(next)) {
        if (v === undefined || v === 'all' || v === 1 || v === '1') params.delete(k);
        else params.set(k, String(v));
      }
      if (!('page' in next)) params.delete('page');
      const qs = params.toString();
      router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [search, router, pathname],
  );

  return { values, page, update };
}
