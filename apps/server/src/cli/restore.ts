import { loadEnv } from '#server/config/env';
import { runRestoreCommand } from './backup-command';
import type { Output } from './catalogue-offline';

// `npm run restore -- [--verify] FILE` (docs/operations.md).
const output: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};
try {
  process.exitCode = await runRestoreCommand(process.argv.slice(2), loadEnv(), output);
} catch (error) {
  output.err(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
