import type { CallRoute } from './call-route';
import { API_CALLS } from './calls';

/** Method, path and audience of every call of the table, by operation id in alphabetical order. */
export const callRoutesOfTable = (): Record<string, CallRoute> =>
  Object.fromEntries(
    Object.entries(API_CALLS)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, call]) => [id, { method: call.method, path: call.path, who: call.who }]),
  );

/**
 * The text of `call-routes.generated.ts`: each call's method, path and audience without its schemas, so the web
 * app's first page can call the API without loading zod (`npm run contract:routes` writes and formats
 * it; a test keeps it current).
 */
export const callRoutesSource = (): string => {
  const rows = Object.entries(callRoutesOfTable()).map(
    ([id, route]) => `  ${id}: { method: '${route.method}', path: '${route.path}', who: '${route.who}' },`,
  );
  return [
    '// Generated from the call table (calls/) by `npm run contract:routes`: do not edit.',
    "import type { CallRoute } from './call-route';",
    '',
    '/** Method, path and audience of every call, by operation id (the call table without its schemas). */',
    'export const API_ROUTES = {',
    ...rows,
    '} as const satisfies Record<string, CallRoute>;',
    '',
  ].join('\n');
};
