import { ApiError } from '../../../lib/api-client';

/** The server's Message of a failed call, else the general text (network failures and unexpected errors). */
export const messageOf = (error: unknown, general: string): string =>
  error instanceof ApiError && !error.isNetworkError && error.message ? error.message : general;
