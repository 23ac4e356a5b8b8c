import { isEditorRole, isInstallerRole, type Role } from '@door/contract';
import { PATHS } from './paths';

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

/** True on the online offer page (a capability link): no cart, navigation, banner, footer or sign-in link on it. */
export const isOfferPath = (pathname: string): boolean => pathname.startsWith('/offer/');

/** Where to go 700 ms after a language or brand change: document pages reload, everyone else goes home. */
export const pathAfterSwitch = (pathname: string, role: Role | null): string | 'reload' =>
  isDocumentsPath(pathname) ? 'reload' : homePathFor(role);
