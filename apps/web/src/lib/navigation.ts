import { isEditorRole, isInstallerRole, type Role } from '@door/contract';

/** Paths of the route table the app navigates to by itself. */
export const PATHS = {
  selection: '/configurator/selection',
  configuration: '/configurator/configuration',
  confirmation: '/configurator/confirmation',
  myProjects: '/admin/myProjects',
  allProjects: '/admin/allProjects',
  login: '/login',
  logout: '/logout',
  reset: '/reset',
  cookieInfo: '/cookie-info',
} as const;

/** Where a user lands after sign-in and where the home link points: installers, other editors, everyone else. */
export const homePathFor = (role: Role | null): string => {
  if (isInstallerRole(role)) {
    return PATHS.allProjects;
  }
  if (isEditorRole(role)) {
    return PATHS.myProjects;
  }
  return PATHS.selection;
};

/** True on the public documents pages, which use their own logo and colours and hide sub-navigation and footer. */
export const isDocumentsPath = (pathname: string): boolean => pathname.toLowerCase().includes('documents');

/** Where to go 700 ms after a language or brand change: document pages reload, everyone else goes home. */
export const pathAfterSwitch = (pathname: string, role: Role | null): string | 'reload' =>
  isDocumentsPath(pathname) ? 'reload' : homePathFor(role);
