import type { CallAudience } from './roles';

/** The HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where a call goes and who may make it: method, path below the API prefix (`:name` for a parameter), audience. */
export type CallRoute = { readonly method: HttpMethod; readonly path: string; readonly who: CallAudience };

/** The path of a call with its parameters filled in (each encoded as one path segment). */
export const fillPath = (path: string, params: Readonly<Record<string, string | number>> = {}): string =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new Error(`Missing path parameter ${name} of ${path}`);
    }
    return encodeURIComponent(String(value));
  });
