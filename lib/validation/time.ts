import { z } from 'zod';

/** A date and time in an answer: ISO 8601 in UTC, e.g. 2026-11-23T09:30:00.000Z. */
export const isoDateTime = z.iso.datetime().meta({ description: 'ISO 8601 date and time (UTC).' });
