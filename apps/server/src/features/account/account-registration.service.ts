import { createHash, randomBytes } from 'node:crypto';
import type { registerRequestSchema } from '@door/contract';
import {
  type AccountActionReply,
  type ConfirmEmailReply,
  isEmail,
  type Language,
  resolveLanguage,
} from '@door/contract';
import type { z } from 'zod';
import { AppError } from '#server/core/app-error';
import type { Db, DbOrTx } from '#server/db/client';
import { isUniqueViolation } from '#server/db/unique-violation';
import { recordAudit } from '#server/services/audit-log';
import { brandMail, loadMailBrand, storefrontLink } from '#server/services/brand-mail';
import { enqueueCappedMail, enqueueMail, hasMailQuota, type MailMessage } from '#server/services/mail';
import { hashPassword } from '#server/services/passwords';
import { revokeAllRefreshTokensForUser } from '#server/services/refresh-tokens';
import { findStorefront } from '#server/services/storefronts';
import { ACCOUNT_MESSAGES } from './account.messages';
import type { AccountRepository, TokenPurpose } from './account.repository';
import { activationMail, existingAccountMail, resetMail } from './account-mails';
import { assertCountry, assertNewPassword, assertRequiredFields, toProfileValues } from './account-rules';

/** The parsed body of `POST /account/register`. */
export type RegisterInput = z.output<typeof registerRequestSchema>;

/** Lifetimes of the one-time links. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  activation: 48 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
  email: 48 * 60 * 60 * 1000,
};
/** At most this many reset mails per account and hour, so the form cannot be used to flood someone's mailbox. */
export const RESET_MAILS_PER_HOUR = 3;
/**
 * At most this many "you already have an account" mails per account and hour, and as many activation mails per
 * address: registering someone's e-mail again and again must not flood their mailbox.
 */
export const REGISTRATION_MAILS_PER_HOUR = 3;

const SUCCESS: AccountActionReply = { Success: true };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type Deps = { db: Db; accountRepository: AccountRepository };

/**
 * A link of a mail into the storefront it concerns (`bpi`, so the page opens in that storefront's look); without a
 * storefront, the plain address.
 */
const link = (publicUrl: string, path: string, brandPartnerId: string | null, token?: string) => {
  const query: Record<string, string> = token ? { token } : {};
  if (brandPartnerId) {
    return storefrontLink(publicUrl, path, brandPartnerId, query);
  }
  const url = new URL(path, `${publicUrl}/`);
  for (const [key, value] of Object.entries(query)) {
    url.searchParams.set(key, value);
  }
  return url.toString();
};

/** A mail in the look of its storefront, when the storefront is known. */
const branded = async (tx: DbOrTx, message: MailMessage, brandPartnerId: string | null) => {
  const brand = brandPartnerId ? await loadMailBrand(tx, brandPartnerId) : null;
  return brand ? brandMail(message, brand) : message;
};

/** Self-registration with e-mail activation, and the password reset by e-mail link. */
export const createAccountRegistrationService = ({ db, accountRepository: repository }: Deps) => {
  const issueToken = async (tx: DbOrTx, userId: string, purpose: TokenPurpose, now: Date): Promise<string> => {
    const token = randomBytes(32).toString('base64url');
    await repository.insertToken(tx, {
      userId,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    });
    return token;
  };

  const sendActivation = async (
    tx: DbOrTx,
    input: RegisterInput & { BrandPartnerId: string },
    userId: string,
    lang: Language,
    now: Date,
    publicUrl: string,
  ) => {
    const token = await issueToken(tx, userId, 'activation', now);
    const name = `${input.FirstName} ${input.LastName}`.trim();
    const mail = activationMail(lang, input.Email, name, link(publicUrl, '/activate', input.BrandPartnerId, token));
    await enqueueMail(tx, { ...(await branded(tx, mail, input.BrandPartnerId)), kind: 'activation' });
  };

  return {
    /**
     * Registers a customer of a storefront as inactive and mails a one-time activation link; an e-mail that already
     * has an account gets a "you already have an account" mail instead, and the reply is the same either way.
     */
    async register(
      input: RegisterInput,
      requestLang: Language,
      publicUrl: string,
      now = new Date(),
    ): Promise<AccountActionReply> {
      const email = input.Email;
      if (!email || !input.Password || !input.ConfirmPassword) {
        throw new AppError(ACCOUNT_MESSAGES.missingFields, { detail: 'missing: Email, Password, ConfirmPassword' });
      }
      assertRequiredFields(input);
      if (!isEmail(email)) {
        throw new AppError(ACCOUNT_MESSAGES.invalidEmail, { detail: 'Email' });
      }
      assertNewPassword(input.Password, input.ConfirmPassword, email);
      const storefront = await findStorefront(db, input.BrandPartnerId);
      if (!storefront?.isActive) {
        throw new AppError(ACCOUNT_MESSAGES.registrationFailed, { detail: 'BrandPartnerId' });
      }
      await assertCountry(repository, db, input.CountryId);
      const lang = input.Lang ?? requestLang;
      // Hashed before the lookup, for new and existing e-mails alike, so the answer time does not tell them apart.
      const passwordHash = await hashPassword(input.Password);
      const user = {
        passwordHash,
        firstName: input.FirstName,
        lastName: input.LastName,
        brandPartnerId: storefront.BrandPartnerId,
        language: lang,
      };
      const profile = toProfileValues(input);
      const registration = { ...input, BrandPartnerId: storefront.BrandPartnerId };
      try {
        await repository.transaction(async (tx) => {
          const existing = await repository.findUserByEmail(tx, email);
          if (!existing) {
            const userId = await repository.insertCustomer(tx, { ...user, email }, profile);
            await sendActivation(tx, registration, userId, lang, now, publicUrl);
            return;
          }
          const isPendingRegistration =
            existing.role === null && !existing.isActive && existing.hasProfile && existing.activatedAt === null;
          if (isPendingRegistration) {
            if (!(await hasMailQuota(tx, existing.email, 'activation', REGISTRATION_MAILS_PER_HOUR))) {
              // Capped: the pending registration and its last link stay as they are.
              return;
            }
            // Only whoever reads the mailbox can activate, so the newest registration may replace a pending one.
            await repository.replacePendingCustomer(tx, existing.id, user, profile);
            await repository.spendTokens(tx, existing.id, 'activation', now);
            await sendActivation(tx, registration, existing.id, lang, now, publicUrl);
            return;
          }
          const name = `${existing.firstName} ${existing.lastName}`.trim();
          const existingLang = resolveLanguage(existing.language);
          // The storefront where someone tried to register: that is where the person was.
          const mail = existingAccountMail(
            existingLang,
            existing.email,
            name,
            link(publicUrl, '/reset', storefront.BrandPartnerId),
          );
          await enqueueCappedMail(
            tx,
            { ...(await branded(tx, mail, storefront.BrandPartnerId)), kind: 'existing-account' },
            REGISTRATION_MAILS_PER_HOUR,
          );
        });
      } catch (error) {
        // Two registrations of one new e-mail at once: the loser is told the same as everyone else.
        if (!isUniqueViolation(error)) {
          throw error;
        }
      }
      return SUCCESS;
    },

    /** Activates the account of a one-time activation link; an unknown, used or expired link is missingToken. */
    async activate(token: string, now = new Date()): Promise<AccountActionReply> {
      await repository.transaction(async (tx) => {
        const stored = await repository.findTokenForUpdate(tx, sha256(token), 'activation');
        if (!stored || stored.usedAt || stored.expiresAt.getTime() <= now.getTime()) {
          throw new AppError(ACCOUNT_MESSAGES.missingToken);
        }
        await repository.activateUser(tx, stored.userId, now);
        await repository.spendTokens(tx, stored.userId, 'activation', now);
      });
      return SUCCESS;
    },

    /**
     * Confirms the new address of an e-mail change (`PUT /manage/users/{id}` mailed the link there): the account
     * takes the address, and the reset links mailed to the old one meanwhile stop working. An unknown, used or
     * expired link, or a deactivated account: 400; the address taken by another account meanwhile: 409.
     */
    async confirmEmail(token: string, now = new Date()): Promise<ConfirmEmailReply> {
      return repository.transaction(async (tx) => {
        const stored = await repository.findEmailChangeForUpdate(tx, sha256(token));
        if (!stored?.newEmail || stored.usedAt || stored.expiresAt.getTime() <= now.getTime() || !stored.isActive) {
          throw new AppError(ACCOUNT_MESSAGES.emailChangeInvalid);
        }
        if (await repository.emailTaken(tx, stored.newEmail, stored.userId)) {
          throw new AppError(ACCOUNT_MESSAGES.emailChangeTaken);
        }
        await repository.setEmail(tx, stored.userId, stored.newEmail);
        for (const purpose of ['email', 'reset', 'invitation'] as const) {
          await repository.spendTokens(tx, stored.userId, purpose, now);
        }
        await recordAudit(tx, {
          actorUserId: stored.userId,
          action: 'user.emailConfirm',
          entityType: 'user',
          entityId: stored.userId,
          entityName: stored.newEmail,
          before: { Email: stored.email },
          after: { Email: stored.newEmail },
        });
        return { Success: true as const, Email: stored.newEmail };
      });
    },

    /** Mails a one-time reset link to an active account; answers the same success whether the account exists or not. */
    async requestReset(
      username: string,
      lang: Language,
      publicUrl: string,
      now = new Date(),
    ): Promise<AccountActionReply> {
      if (!isEmail(username)) {
        return SUCCESS;
      }
      await repository.transaction(async (tx) => {
        const user = await repository.findUserByEmail(tx, username);
        if (!user?.isActive) {
          return;
        }
        const since = new Date(now.getTime() - 60 * 60 * 1000);
        if ((await repository.countTokensSince(tx, user.id, 'reset', since)) >= RESET_MAILS_PER_HOUR) {
          return;
        }
        // A new link replaces older ones: only the newest mail works.
        await repository.spendTokens(tx, user.id, 'reset', now);
        const token = await issueToken(tx, user.id, 'reset', now);
        const name = `${user.firstName} ${user.lastName}`.trim();
        const mail = resetMail(lang, user.email, name, link(publicUrl, '/reset', user.brandPartnerId, token));
        await enqueueMail(tx, { ...(await branded(tx, mail, user.brandPartnerId)), kind: 'reset' });
      });
      return SUCCESS;
    },

    /** Sets a new password through a one-time reset link and ends every session of the account. */
    async resetPassword(
      input: { Token: string; Password: string; ConfirmPassword: string },
      now = new Date(),
    ): Promise<AccountActionReply> {
      if (!input.Password || !input.ConfirmPassword) {
        throw new AppError(ACCOUNT_MESSAGES.missingFields, { detail: 'missing: Password, ConfirmPassword' });
      }
      if (input.Password !== input.ConfirmPassword) {
        throw new AppError(ACCOUNT_MESSAGES.equalPasswords, { detail: 'ConfirmPassword' });
      }
      await repository.transaction(async (tx) => {
        // A reset link, or the invitation of a user created by management (its first password).
        const tokenHash = sha256(input.Token);
        const stored =
          (await repository.findTokenForUpdate(tx, tokenHash, 'reset')) ??
          (await repository.findTokenForUpdate(tx, tokenHash, 'invitation'));
        if (!stored || stored.usedAt || stored.expiresAt.getTime() <= now.getTime() || !stored.isActive) {
          throw new AppError(ACCOUNT_MESSAGES.resetTokenInvalid);
        }
        assertNewPassword(input.Password, input.ConfirmPassword, stored.email);
        await repository.setPasswordHash(tx, stored.userId, await hashPassword(input.Password));
        await repository.spendTokens(tx, stored.userId, 'reset', now);
        await repository.spendTokens(tx, stored.userId, 'invitation', now);
        await revokeAllRefreshTokensForUser(tx, stored.userId, now);
      });
      return SUCCESS;
    },
  };
};
/** Registration, activation and password reset. */
export type AccountRegistrationService = ReturnType<typeof createAccountRegistrationService>;
