import { loadEnv } from '#server/config/env';
import { openAppDatabase } from '#server/db/open-app-database';
import type { Output } from './catalogue-offline';
import { runFilesCommand } from './files-command';

// `npm run files -- move --from folder --to database`: moves the stored files between stores (docs/operations.md).
const output: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};
const env = loadEnv();
try {
  process.exitCode = await runFilesCommand(process.argv.slice(2), env, () => openAppDatabase(env), output);
} catch (error) {
  output.err(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
