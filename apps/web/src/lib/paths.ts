/** Paths of the route table the app navigates to by itself. */
export const PATHS = {
  selection: '/configurator/selection',
  configuration: '/configurator/configuration',
  confirmation: '/configurator/confirmation',
  myProjects: '/admin/myProjects',
  allProjects: '/admin/allProjects',
  login: '/login',
  logout: '/logout',
  register: '/register',
  reset: '/reset',
  activate: '/activate',
  profile: '/profile',
  cookieInfo: '/cookie-info',
} as const;

type QueryValue = string | null | undefined;

/** A path with a query string of the given parameters, in their order; empty and missing ones are left out. */
export const withQuery = (path: string, query: Record<string, QueryValue>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value) {
      search.set(name, value);
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** Which configuration a step-2 or step-3 link opens, and for which brand partner (left out: the stored one). */
export type ConfigurationLink = { configurationId: string; brandPartnerId?: string | null };

/** Step 2 of an existing configuration: `/configurator/configuration?id=…&bpi=…`. */
export const configurationPath = ({ configurationId, brandPartnerId }: ConfigurationLink): string =>
  withQuery(PATHS.configuration, { id: configurationId, bpi: brandPartnerId });

/** Step 2 for a model picked in step 1; the configuration page creates the configuration: `?part=…&bpi=…`. */
export const newConfigurationPath = (partId: string, brandPartnerId: string): string =>
  withQuery(PATHS.configuration, { part: partId, bpi: brandPartnerId });

/** Step 3, the overview of a configuration: `/configurator/confirmation?id=…&bpi=…`. */
export const overviewPath = ({ configurationId, brandPartnerId }: ConfigurationLink): string =>
  withQuery(PATHS.confirmation, { id: configurationId, bpi: brandPartnerId });

/** The cookie information in one of its languages. */
export const cookieInfoPath = (language: string): string => `${PATHS.cookieInfo}/${encodeURIComponent(language)}`;
