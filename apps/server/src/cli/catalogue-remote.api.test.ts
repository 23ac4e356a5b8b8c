import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_PASSWORD, DEMO_USERS } from '#server/test/sign-in';
import { runCatalogueCommand } from './catalogue-command';
import type { Output } from './catalogue-offline';
import { printRefusal, RemoteError } from './catalogue-remote';

const { app } = await buildTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const run = async (...args: string[]) => {
  const lines: { out: string[]; err: string[] } = { out: [], err: [] };
  const output: Output = { out: (line) => lines.out.push(line), err: (line) => lines.err.push(line) };
  // As the command's entry (cli/catalogue.ts) runs it.
  try {
    const code = await runCatalogueCommand(
      [...args, '--url', url, '--user', DEMO_USERS.oem, '--password', DEMO_PASSWORD],
      output,
    );
    return { code, ...lines };
  } catch (error) {
    if (!(error instanceof RemoteError)) {
      throw error;
    }
    printRefusal(output, error);
    return { code: 1, ...lines };
  }
};

describe('the catalogue command against a server', () => {
  it("says a refusal in the command's language, naming the option it concerns, never the server's field name", async () => {
    const brands = await run('versions', '--lang', 'de');
    // More than one brand: the command asks for one; any brand of the list serves this test.
    const brandId = /([0-9a-f-]{36})/.exec([...brands.err, ...brands.out].join('\n'))?.[1] as string;
    expect(brandId).toBeDefined();
    const past = await run(
      'publish',
      '--brand',
      brandId,
      '--version',
      '1',
      '--from',
      '2001-01-01T00:00:00Z',
      '--lang',
      'de',
    );
    expect(past.code).toBe(1);
    expect(past.err).toEqual(['Fehler: Eine geplante Veröffentlichung muss in der Zukunft liegen. (400, --from)']);

    const unknown = await run('publish', '--brand', brandId, '--version', '999', '--lang', 'de');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toHaveLength(1);
    expect(unknown.err[0]).toMatch(/^Fehler: .+ \(404\)$/);
  });
});
