/** How many items a list shows at a time. */

/** Page size for lists. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Recent lessons shown on the dashboard. */
export const DASHBOARD_RECENT_LESSONS = 5;
/** Items per page on the admin screens and in "My tickets". */
export const ADMIN_PAGE_SIZE = 20;
