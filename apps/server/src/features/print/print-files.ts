import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PrintDocumentation, PrintFiles } from './print.service';

/**
 * Printed files in a folder (`DATA_DIR/files`), by key. Keys are made by the print service (`print/<id>/<stamp>.pdf`);
 * any other shape is refused, so a key can never leave the folder.
 */
export const createFolderPrintFiles = (root: string): PrintFiles => {
  const fileOf = (key: string) => {
    if (!/^[a-z]+(\/[0-9a-z-]+)+\.(pdf|docx)$/.test(key)) {
      throw new Error(`refused file key ${key}`);
    }
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') {
          return null;
        }
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
};

/** Technical documentation items: none are stored yet in this branch (the documentation feature adds them). */
export const noDocumentationItems: PrintDocumentation = async () => new Map();
