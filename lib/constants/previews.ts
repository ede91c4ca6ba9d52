/** Visitor previews: how many a visitor may ask for, how much of one they see, how long it can be claimed. */

/** Visitor previews per calendar day (UTC) per visitor. */
export const VISITOR_PREVIEWS_PER_DAY = 2;
/** Preview page truncation in characters, and how long a preview can be claimed. */
export const PREVIEW_TRUNCATE = { starter: 200, main: 200, plenary: 150 } as const;
export const PREVIEW_MATERIALS_SHOWN = 3;
export const PREVIEW_TTL_HOURS = 24;
/** The message for a visitor's third preview of the day, word for word. */
export const PREVIEW_LIMIT_MESSAGE = 'Rate limit reached. Sign up for unlimited lesson plans!';
