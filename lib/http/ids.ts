/**
 * The one rule for row ids in paths and bodies: a UUID (any version, any case). A path id that
 * breaks it answers 404 through the route wrapper, before any query runs.
 */
import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` is a well-formed row id. */
export const isId = (id: string): boolean => UUID.test(id);

/** A row id (UUID) field. */
export const idSchema = z.string().regex(UUID, 'must be a valid id');

/** Path parameters of routes under `[id]`. */
export const idParams = z.object({ id: idSchema });
