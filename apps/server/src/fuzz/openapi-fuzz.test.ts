import { isSafeText } from '@door/contract';
import { describe, expect, it } from 'vitest';
import { createRandom, deepJson, encodeText, findLeak, listLeaves, setAt, spoilText, validValue } from './openapi-fuzz';

describe('findLeak', () => {
  it.each([
    ['a stack frame', '{"Message":"x","detail":"    at handler (/work/app/src/features/cart/cart.service.ts:12:5)"}'],
    ['a file URL frame', 'at file:///srv/app/dist/server.js:1:20'],
    ['a node internal frame', 'at node:internal/process/task_queues:95:5'],
    ['a server path', '{"detail":"cannot open /work/main/apps/server/src/db/client.ts"}'],
    ['an error dump', '{"detail":"TypeError: Cannot read properties of undefined"}'],
  ])('finds %s', (_, body) => {
    expect(findLeak(body)).not.toBeNull();
  });

  it('passes the error bodies of CONVENTIONS and ordinary replies', () => {
    for (const body of [
      '{"Message":"Invalid value for the field body.Zip.","detail":"invalidField: body.Zip: must not contain control characters"}',
      '{"error":"invalid_grant","error_description":"Wrong user name or password.","Message":"x"}',
      '{"Name":"Vrata at home","Url":"https://example.test/at/door.png"}',
    ]) {
      expect(findLeak(body)).toBeNull();
    }
  });
});

describe('the fuzzer parts', () => {
  it('replays the same values from the same seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    expect(Array.from({ length: 5 }, () => a.guid())).toEqual(Array.from({ length: 5 }, () => b.guid()));
  });

  it('encodes a lone surrogate as the invalid UTF-8 bytes a broken client sends, and the rest as usual', () => {
    expect(encodeText('a\uD800b')).toBe('a%ED%A0%80b');
    expect(encodeText('Ž🚪\u0000')).toBe(encodeURIComponent('Ž🚪\u0000'));
  });

  it('builds valid values, lists their leaves and replaces one without touching the original', () => {
    const random = createRandom(1);
    const pool = {
      guid: () => '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01',
      token: () => 'x'.repeat(43),
      learn: () => {},
      add: () => {},
    };
    const schema = {
      type: 'object',
      properties: {
        Name: { type: 'string', minLength: 1, maxLength: 5 },
        Ids: {
          type: 'array',
          items: {
            type: 'string',
            pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
          },
          minItems: 1,
        },
      },
      required: ['Name', 'Ids'],
    };
    const value = validValue(schema, 'body', { random, pool, resolve: (s) => s ?? {} }) as {
      Name: string;
      Ids: string[];
    };
    expect(value.Name.length).toBeGreaterThan(0);
    expect(value.Name.length).toBeLessThanOrEqual(5);
    expect(value.Ids[0]).toBe('3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01');
    const leaves = listLeaves(value, schema, (s) => s ?? {});
    expect(leaves.map((leaf) => leaf.path.join('.'))).toContain('Ids.0');
    const changed = setAt(value, ['Ids', 0], 'x') as { Ids: string[] };
    expect(changed.Ids[0]).toBe('x');
    expect(value.Ids[0]).toBe('3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01');
    expect(isSafeText(spoilText('abc', random))).toBe(false);
    expect(JSON.parse(deepJson(10_000, 'array'))).toBeInstanceOf(Array);
  });
});
