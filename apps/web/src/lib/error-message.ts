import { ApiError } from './api-client';

/**
 * The text of a failed call: the server's Message (already in the user's language) or a message the app raised,
 * else the general text (network failures, a bare status, unexpected errors).
 */
export const errorMessageOf = (error: unknown, general: string): string =>
  error instanceof Error &&
  !(error instanceof ApiError && error.isNetworkError) &&
  error.message &&
  !/^\d+$/.test(error.message)
    ? error.message
    : general;
