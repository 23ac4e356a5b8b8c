import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER, REPO_ROOT } from '#server/config/repo-root';

const git = (...args: string[]) => execFileSync('git', ['-C', REPO_ROOT, ...args], { encoding: 'utf8' }).trim();

/** Links every entry of `from` (a node_modules folder) into `to`, but those named in `except`. */
const linkEntries = (from: string, to: string, except: string[] = []) => {
  if (!existsSync(from)) {
    return;
  }
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (!except.includes(name)) {
      symlinkSync(path.join(from, name), path.join(to, name));
    }
  }
};

/**
 * The server as it was just before this build's newest migration: the parent of the commit that added that migration
 * (or this commit, while the migration is not committed), checked out from git into a temporary folder, with this
 * checkout's installed packages linked in and its own contract and engine. That code must serve on the newest schema
 * (expand-then-contract, docs/operations.md). Needs the repository's history (not a shallow clone).
 */
export const previousServer = () => {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const newest = journal.entries.at(-1)?.tag ?? '';
  const relative = path.relative(REPO_ROOT, path.join(MIGRATIONS_FOLDER, `${newest}.sql`));
  if (git('rev-parse', '--is-shallow-repository') === 'true') {
    // A shallow clone (as some CI checkouts are) lacks the commit before the migration: fetch the history first.
    git('fetch', '--quiet', '--unshallow');
  }
  let added: string;
  try {
    added = git('log', '-1', '--format=%H', '--diff-filter=A', '--', relative);
  } catch (error) {
    throw new Error(`the repository's history is needed (git log failed: ${String(error)}); not a shallow clone`);
  }
  const commit = added ? git('rev-parse', `${added}^`) : git('rev-parse', 'HEAD');
  const root = mkdtempSync(path.join(os.tmpdir(), 'door-previous-'));
  const archive = path.join(root, 'previous.tar');
  execFileSync('git', [
    '-C',
    REPO_ROOT,
    'archive',
    '--output',
    archive,
    commit,
    'apps/server',
    'packages',
    'package.json',
    'package-lock.json',
    'tsconfig.base.json',
    'tsconfig.json',
  ]);
  execFileSync('tar', ['-xf', archive, '-C', root]);
  rmSync(archive);
  linkEntries(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), ['@door', '.bin']);
  mkdirSync(path.join(root, 'node_modules', '@door'));
  for (const name of ['contract', 'engine']) {
    symlinkSync(path.join(root, 'packages', name), path.join(root, 'node_modules', '@door', name));
    linkEntries(
      path.join(REPO_ROOT, 'packages', name, 'node_modules'),
      path.join(root, 'packages', name, 'node_modules'),
    );
  }
  linkEntries(path.join(REPO_ROOT, 'apps/server/node_modules'), path.join(root, 'apps/server/node_modules'));
  const migrations = (
    JSON.parse(readFileSync(path.join(root, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  return {
    commit,
    /** The newest migration of this build, which the previous server does not know. */
    newestMigration: newest,
    /** Migrations the previous server knows. */
    migrations,
    /** Its `server.ts`, to start with `node --import tsx` (the cwd must be `root`). */
    entry: path.join(root, 'apps/server/src/server.ts'),
    root,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
};
