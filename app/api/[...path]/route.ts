import { apiError, ApiError } from '@/lib/http';

/** Any /api path without a handler answers 404 in the API's shape, never an HTML page. */
function notFound() {
  return apiError(new ApiError('NOT_FOUND', 'No such API endpoint'));
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
