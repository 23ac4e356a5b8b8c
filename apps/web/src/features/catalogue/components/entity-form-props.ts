import type { CatalogueDraftOperation, CatalogueDraftPreview, CatalogueFile, Language } from '@door/contract';
import type { Rename } from './code-field';

/** Runs the live preview of a model after changes on the draft as edited (saved revision and unsaved edits). */
export type PreviewTest = (
  model: string,
  changes: { param: string; value: string | number }[],
) => Promise<CatalogueDraftPreview>;

/** What every entry form of the workbench gets: the file, the entry's pointer, the language, and how to edit. */
export type EntityFormProps = {
  file: CatalogueFile;
  path: string;
  language: Language;
  readOnly: boolean;
  onEdit: (ops: CatalogueDraftOperation[]) => void;
  /** Opens another entry of the file (a JSON pointer). */
  onOpen: (path: string) => void;
  /** Renames an entry's code with every reference to it; null where nothing is renamed (read-only). */
  onRename?: Rename | null;
  /** Runs the live preview of a model after changes (a test's "take the live preview's state"); null: not offered. */
  onPreviewTest?: PreviewTest | null;
};
