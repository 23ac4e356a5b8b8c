import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, SERVER_VERSION } from '#server/config/repo-root';

// Expand-then-contract (docs/operations.md, "Upgrades without downtime"): a migration may only add what the running
// release does not mind. What removes or narrows (drops, renames, type changes, new NOT NULL or CHECK or UNIQUE on a
// table that exists) is a contract step: allowed only in a file marked
// `-- contract step (expanded in X.Y.Z): …`, X.Y.Z a release before this one, which stopped using what it removes.

/** Migrations written before the rule; 0020 dropped tables, 0033 added CHECKs old code could break (NOT VALID). */
const BEFORE_THE_RULE = 34;

const NARROWING: { name: string; pattern: RegExp }[] = [
  { name: 'DROP TABLE', pattern: /\bdrop\s+table\b/i },
  { name: 'DROP COLUMN', pattern: /\bdrop\s+column\b/i },
  { name: 'RENAME', pattern: /\brename\b/i },
  { name: 'ALTER COLUMN … TYPE', pattern: /\balter\s+column\s+"?[\w]+"?\s+(set\s+data\s+)?type\b/i },
  { name: 'SET NOT NULL', pattern: /\bset\s+not\s+null\b/i },
  { name: 'DROP DEFAULT', pattern: /\bdrop\s+default\b/i },
  {
    name: 'ADD COLUMN … NOT NULL without DEFAULT',
    pattern: /\badd\s+column\b(?![^;]*\bdefault\b)[^;]*\bnot\s+null\b/i,
  },
  { name: 'ADD CONSTRAINT … CHECK/UNIQUE', pattern: /\badd\s+constraint\b[^;]*\b(check|unique)\b/i },
  { name: 'CREATE UNIQUE INDEX', pattern: /\bcreate\s+unique\s+index\b/i },
];

const CONTRACT_MARK = /^-- contract step \(expanded in (\d+)\.(\d+)\.(\d+)\):/m;

const versionNumber = (major: number, minor: number, patch: number) => major * 1e6 + minor * 1e3 + patch;
const CURRENT = versionNumber(...(SERVER_VERSION.split('.').map(Number) as [number, number, number]));

/**
 * A CHECK that reads only columns the same migration adds: the running release never writes them (their default
 * passes), so it cannot break it.
 */
const checksOnlyAddedColumns = (statement: string, table: string, added: Set<string>) => {
  const check = /\bcheck\s*\(([\s\S]*)\)/i.exec(statement)?.[1] ?? '';
  const columns = [...check.matchAll(/"(\w+)"/g)]
    .map((match) => match[1]?.toLowerCase() ?? '')
    .filter((name) => name !== table);
  return columns.length > 0 && columns.every((column) => added.has(`${table}.${column}`));
};

/** The statements of a migration that remove or narrow, on tables the migration did not create itself. */
const narrowingStatements = (sql: string): string[] => {
  const created = new Set([...sql.matchAll(/create\s+table\s+"?(\w+)"?/gi)].map((match) => match[1]?.toLowerCase()));
  const added = new Set(
    [...sql.matchAll(/alter\s+table\s+"?(\w+)"?\s+add\s+column\s+(?:if\s+not\s+exists\s+)?"?(\w+)"?/gi)].map(
      (match) => `${match[1]?.toLowerCase()}.${match[2]?.toLowerCase()}`,
    ),
  );
  return sql
    .replace(/--[^\n]*/g, '')
    .split(/;|statement-breakpoint/)
    .map((statement) => statement.trim())
    .filter((statement) => {
      const table = /^(alter\s+table|create\s+unique\s+index\s+\S+\s+on)\s+(only\s+)?"?(?:public"?\."?)?(\w+)"?/i
        .exec(statement)?.[3]
        ?.toLowerCase();
      return !(table && (created.has(table) || checksOnlyAddedColumns(statement, table, added)));
    })
    .flatMap((statement) => NARROWING.filter((rule) => rule.pattern.test(statement)).map((rule) => rule.name));
};

/** Why a migration file breaks the rule, or null. */
const ruleBreach = (sql: string): string | null => {
  const narrowing = narrowingStatements(sql);
  if (narrowing.length === 0) {
    return null;
  }
  const mark = CONTRACT_MARK.exec(sql);
  if (!mark) {
    return `${narrowing.join(', ')} without "-- contract step (expanded in X.Y.Z):"`;
  }
  const expandedIn = versionNumber(Number(mark[1]), Number(mark[2]), Number(mark[3]));
  return expandedIn < CURRENT ? null : `a contract step of ${mark.slice(1).join('.')}, not a release before this one`;
};

describe('migrations are written expand-then-contract', () => {
  it('finds what narrows, and leaves what only adds', () => {
    expect(narrowingStatements('ALTER TABLE "users" DROP COLUMN "fax";')).toEqual(['DROP COLUMN']);
    expect(narrowingStatements('ALTER TABLE "users" RENAME COLUMN "fax" TO "telefax";')).toEqual(['RENAME']);
    expect(narrowingStatements('ALTER TABLE "users" ALTER COLUMN "zip" SET DATA TYPE varchar(10);')).toEqual([
      'ALTER COLUMN … TYPE',
    ]);
    expect(narrowingStatements('ALTER TABLE "users" ADD COLUMN "x" text NOT NULL;')).toEqual([
      'ADD COLUMN … NOT NULL without DEFAULT',
    ]);
    expect(narrowingStatements('ALTER TABLE "users" ADD COLUMN "x" text DEFAULT \'\' NOT NULL;')).toEqual([]);
    expect(narrowingStatements('ALTER TABLE "users" ADD CONSTRAINT "c" CHECK (x > 0) NOT VALID;')).toEqual([
      'ADD CONSTRAINT … CHECK/UNIQUE',
    ]);
    // A CHECK on a column the same migration adds (with its default) cannot break the running release; one that
    // also reads an older column can.
    const added = 'ALTER TABLE "bp" ADD COLUMN "days" integer DEFAULT 30 NOT NULL;\n';
    expect(
      narrowingStatements(`${added}ALTER TABLE "bp" ADD CONSTRAINT "r" CHECK ("bp"."days" between 1 and 9);`),
    ).toEqual([]);
    expect(
      narrowingStatements(`${added}ALTER TABLE "bp" ADD CONSTRAINT "r" CHECK ("bp"."days" < "bp"."older");`),
    ).toEqual(['ADD CONSTRAINT … CHECK/UNIQUE']);
    expect(narrowingStatements('CREATE TABLE "n" ("a" text);\nALTER TABLE "n" ALTER COLUMN "a" SET NOT NULL;')).toEqual(
      [],
    );
    expect(
      ruleBreach('-- contract step (expanded in 1.0.0): fax unused since 1.0.0\nALTER TABLE "u" DROP COLUMN "fax";'),
    ).toBeNull();
    expect(
      ruleBreach(`-- contract step (expanded in ${SERVER_VERSION}): x\nALTER TABLE "u" DROP COLUMN "fax";`),
    ).toMatch(/not a release before this one/);
  });

  it('holds for every migration since the rule', () => {
    const files = readdirSync(MIGRATIONS_FOLDER)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(Number(files.at(-1)?.slice(0, 4))).toBeGreaterThanOrEqual(BEFORE_THE_RULE - 1);
    // The check reads the files: the migration before the rule that dropped tables is found.
    expect(ruleBreach(readFileSync(path.join(MIGRATIONS_FOLDER, '0020_catalogue_versions.sql'), 'utf8'))).toMatch(
      /DROP TABLE/,
    );
    const breaches = files
      .filter((name) => Number(name.slice(0, 4)) >= BEFORE_THE_RULE)
      .map((name) => [name, ruleBreach(readFileSync(path.join(MIGRATIONS_FOLDER, name), 'utf8'))] as const)
      .filter(([, breach]) => breach !== null);
    expect(breaches).toEqual([]);
  });
});
