import type { Env } from './config/env';
import type { Database } from './db/client';
import type { AccessTokens } from './services/access-token';
import type { AccountStates } from './services/account-state';
import type { FileLinks } from './services/file-links';
import type { FileStore } from './services/file-store';
import type { JobRunner } from './services/job-runner';
import type { Mailer } from './services/mail';
import type { AddressPolicy } from './services/webhook-address';
import type { SecretBox } from './services/webhook-signature';

/** What every feature gets to build its repositories and services. Later issues add files and jobs. */
export type AppContext = {
  env: Env;
  database: Database;
  accessTokens: AccessTokens;
  /** Whether a user's token is still good: the user's active flag and security version, cached per process. */
  accountStates: AccountStates;
  /** Sends what features put in the outbox with `enqueueMail`. */
  mailer: Mailer;
  /** Background jobs (technical documentation) and the loop that also drives the mail outbox. */
  jobs: JobRunner;
  /** Every upload and generated file: S3, the database or a folder under DATA_DIR (services/file-store.ts). */
  files: FileStore;
  /** Signed download links of stored files, served by `GET /files/{signed}` (services/file-links.ts). */
  fileLinks: FileLinks;
  /**
   * The key of the priced definitions' ETags (an HMAC, derived from the signing key): without it, an unsalted hash of
   * the inputs let anyone recover a storefront's markup by trying its ≈35,000 values (issue 37).
   */
  etagKey: Buffer;
  /** Webhook endpoints: their secrets' encryption and which addresses they may have (no SSRF). */
  webhooks: { secrets: SecretBox; addressPolicy: AddressPolicy };
  /** The key whose HMAC of an offer link's id is the link's token (services/offer-links.ts), from the signing key. */
  offerLinkKey: Buffer;
  /** The process is shutting down: it answers not-ready so the load balancer sends it no new requests. */
  lifecycle: { draining: boolean };
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
