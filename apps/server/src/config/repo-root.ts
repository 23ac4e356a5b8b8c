import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root folder (the one with `package-lock.json`), found from this module's place: the same answer
 * whether the server runs from its TypeScript sources (`src/config/`) or from the production bundle (`dist/`).
 */
const findRepoRoot = (): string => {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(folder, 'package-lock.json'))) {
      return folder;
    }
    const parent = path.dirname(folder);
    if (parent === folder) {
      throw new Error('the repository root (package-lock.json) was not found above the server');
    }
    folder = parent;
  }
};

/** The repository's root folder. */
export const REPO_ROOT = findRepoRoot();

/** The server's database migrations (SQL and drizzle's journal), read at start. */
export const MIGRATIONS_FOLDER = path.join(REPO_ROOT, 'apps/server/src/db/migrations');

/** The product's version (the root `package.json`), named in traces. */
export const SERVER_VERSION = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;
