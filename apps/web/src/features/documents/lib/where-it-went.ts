import { type DocumentAction, type DocumentListView, documentListViewsOf, type Role } from '@door/contract';
import { PATHS, withQuery } from '#web/lib/paths';
import { type ListPreset, listPresetQuery } from './list-query';

/** Where a document can be seen after an action: the list and the presets that show it. */
export type Whereabouts = { view: DocumentListView; preset: ListPreset };

/** What decides where a document went: the action, the list it left and the user. */
export type MoveContext = {
  action: DocumentAction;
  view: DocumentListView;
  role: Role | null;
  /** The document number to show (copy: the new document's). */
  number: string;
};

/**
 * The list that shows a document after an action (DOMAIN "Who sees what"): assigned, it is in its new salesman's
 * 'my' and always in 'all' (the owner's partner's documents); archived it needs 'include archived'; a closed project
 * or one in production needs 'show all' (the limited list holds active projects only); every other action leaves it
 * where it was.
 */
export const whereAfter = ({ action, view, role, number }: MoveContext): Whereabouts => {
  switch (action) {
    case 'assign':
      return { view: documentListViewsOf(role).includes('all') ? 'all' : view, preset: { document: number } };
    case 'archive':
      return { view, preset: { document: number, includeArchived: true, showAll: true } };
    case 'toggleProject':
    case 'submitForProduction':
      return { view, preset: { document: number, showAll: true } };
    default:
      return { view, preset: { document: number } };
  }
};

/** The address of a list showing a document. */
export const listPathOf = ({ view, preset }: Whereabouts): string =>
  withQuery(view === 'my' ? PATHS.myProjects : PATHS.allProjects, listPresetQuery(preset));
