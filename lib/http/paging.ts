/**
 * The one pager of every paged list (the lesson library, the admin inboxes, My tickets): the
 * `?page&limit` query rule, the `{items, page, limit, total}` answer and the offset arithmetic.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@/lib/constants/lists';

/** One page of a list: `items` on page `page` (from 1) of `limit` each, out of `total` in all. */
export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

/**
 * `?page&limit`: page from 1 (default 1), limit from 1 to MAX_PAGE_SIZE (default `defaultLimit`).
 * Extend it with a list's own filters. 400 naming the parameter otherwise.
 */
export function pageQuerySchema(defaultLimit: number = DEFAULT_PAGE_SIZE) {
  return z.object({
    page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1, 'limit must be 1 or more')
      .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
      .default(defaultLimit),
  });
}

export type PageQuery = z.output<ReturnType<typeof pageQuerySchema>>;

/** The answer schema of a paged list of `item`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    total: z.number().int().min(0).meta({ description: 'Items in the whole list, on every page.' }),
  });
}

/**
 * One page of a list: `items` loads the rows of the window (`limit` rows after skipping
 * `offset`) and `total` counts the whole list; both run at once.
 */
export async function paginate<T>(
  query: PageQuery,
  items: (window: { limit: number; offset: number }) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<Page<T>> {
  const [rows, count] = await Promise.all([items({ limit: query.limit, offset: (query.page - 1) * query.limit }), total()]);
  return { items: rows, page: query.page, limit: query.limit, total: count };
}
