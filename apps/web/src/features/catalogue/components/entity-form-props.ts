import type { CatalogueDraftOperation, CatalogueFile, Language } from '@door/contract';

/** What every entry form of the workbench gets: the file, the entry's pointer, the language, and how to edit. */
export type EntityFormProps = {
  file: CatalogueFile;
  path: string;
  language: Language;
  readOnly: boolean;
  onEdit: (ops: CatalogueDraftOperation[]) => void;
  /** Opens another entry of the file (a JSON pointer). */
  onOpen: (path: string) => void;
};
