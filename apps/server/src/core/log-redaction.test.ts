import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redactUrlPassword, serializeErrorForLog } from './log-redaction';

/** A PostgreSQL error as pg and PGlite raise it: SQLSTATE code, detail with the row, and (PGlite) the parameters. */
const databaseError = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), { code: '23514', ...fields });

describe('serializeErrorForLog', () => {
  const statement = 'insert into "users" ("email", "password_hash") values ($1, $2)';
  const params = ['nina@example.test', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'];

  it('keeps the statement and the constraint of a failed query, not its values', () => {
    const cause = databaseError('new row for relation "users" violates check constraint "users_check"', {
      detail: `Failing row contains (${params.join(', ')}).`,
      constraint: 'users_check',
      query: statement,
      params,
      queryOptions: { params },
    });
    const serialized = serializeErrorForLog(new DrizzleQueryError(statement, params, cause));
    const text = JSON.stringify(serialized);
    expect(text).not.toContain('nina@example.test');
    expect(text).not.toContain('argon2id');
    expect(serialized.message).toBe(`Failed query: ${statement}\nparams: ***`);
    expect(serialized.stack.startsWith(`Error: Failed query: ${statement}\nparams: ***\n`)).toBe(true);
    expect(serialized.query).toBe(statement);
    expect(serialized.cause).toMatchObject({
      code: '23514',
      constraint: 'users_check',
      detail: 'Failing row contains (***).',
      query: statement,
    });
  });

  it('hides the key value of a unique violation and the input of a syntax error', () => {
    const unique = serializeErrorForLog(
      databaseError('duplicate key value violates unique constraint "users_email_unique"', {
        detail: 'Key (email)=(nina@example.test) already exists.',
      }),
    );
    expect(unique.message).toBe('duplicate key value violates unique constraint "users_email_unique"');
    expect(unique.detail).toBe('Key (email)=(***) already exists.');
    const syntax = serializeErrorForLog(databaseError('invalid input syntax for type integer: "secret-value"', {}));
    expect(syntax.message).toBe('invalid input syntax for type integer: "***"');
  });

  it('leaves other errors as they are', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED', port: 6379 });
    expect(serializeErrorForLog(error)).toMatchObject({
      type: 'Error',
      message: 'connect ECONNREFUSED 127.0.0.1:6379',
      code: 'ECONNREFUSED',
      port: 6379,
    });
  });
});

describe('redactUrlPassword', () => {
  it('replaces the password of a connection URL', () => {
    expect(redactUrlPassword('postgres://door:s3cr%40t@db.internal:5432/door')).toBe(
      'postgres://door:***@db.internal:5432/door',
    );
  });

  it('leaves a URL without a password alone', () => {
    expect(redactUrlPassword('postgres://postgres@127.0.0.1:5432/test')).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
  });

  it('hides the password of a string the URL parser refuses', () => {
    expect(redactUrlPassword('postgres://door:pa ss[@db:99999/door')).toBe('postgres://door:***@db:99999/door');
  });
});
