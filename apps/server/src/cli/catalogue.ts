import { runCatalogueCommand } from './catalogue-command';
import type { Output } from './catalogue-offline';
import { printRefusal, RemoteError } from './catalogue-remote';

// `npm run catalogue -- <command>`: the catalogue command (docs/catalogue-format.md).
const output: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

try {
  process.exitCode = await runCatalogueCommand(process.argv.slice(2), output);
} catch (error) {
  if (error instanceof RemoteError) {
    printRefusal(output, error);
  } else {
    output.err(`error: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exitCode = 1;
}
