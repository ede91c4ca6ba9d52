/**
 * The old import path of the shared client modules, kept while some screens still use it.
 * Import from ./query-keys, ./profile or ./public-config instead.
 */
export { queryKeys } from './query-keys';
export { useProfile } from './profile';
export { usePublicConfig } from './public-config';
