import { createHash, randomBytes } from 'node:crypto';
import {
  type AccountActionReply,
  type createUserBodySchema,
  type ManagedUser,
  type ManagedUserPage,
  type manageUsersQuerySchema,
  type Role,
  resolveLanguage,
  type updateUserBodySchema,
} from '@door/contract';
import type { z } from 'zod';
import { AppError, formatMessage } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import type { Db, DbOrTx } from '#server/db/client';
import { isUniqueViolation } from '#server/db/unique-violation';
import {
  assertGrantable,
  assertPartnerInReach,
  type Manager,
  type Privileges,
  requireManager,
} from '#server/policies/manage.policy';
import type { AccountStates } from '#server/services/account-state';
import { recordAudit } from '#server/services/audit-log';
import { brandMail, loadMailBrand, storefrontLink } from '#server/services/brand-mail';
import { enqueueMail, type MailMessage } from '#server/services/mail';
import { revokeAllRefreshTokensForUser } from '#server/services/refresh-tokens';
import { emailConfirmMail, emailNoticeMail } from './email-change-mail';
import { invitationMail } from './invitation-mail';
import { MANAGE_MESSAGES as M } from './manage.messages';
import type { ManagedUserRow, NetworkRepository } from './network.repository';
import { reachOf } from './reach';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How long the link that confirms a new e-mail address works. */
export const EMAIL_CHANGE_TTL_MS = 48 * 60 * 60 * 1000;
/** At most this many invitations per user and hour (the first one counts). */
export const INVITATIONS_PER_HOUR = 3;

type CreateBody = z.output<typeof createUserBodySchema>;
type UpdateBody = z.output<typeof updateUserBodySchema>;
type ListQuery = z.output<typeof manageUsersQuerySchema>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const userOf = (row: ManagedUserRow): ManagedUser => ({
  UserId: row.id,
  Email: row.email,
  FirstName: row.firstName,
  LastName: row.lastName,
  Role: (row.role ?? 'mon') as Role,
  PartnerId: row.partnerId ?? '',
  PartnerName: row.partnerName,
  IsOem: row.isOem,
  IsOemAdmin: row.isOemAdmin,
  IsParentPartner: row.isParentPartner,
  BrandPartnerIds: row.brandPartnerIds.map((id) => id.toLowerCase()),
  DefaultBrandPartnerId: row.defaultBrandPartnerId?.toLowerCase() ?? null,
  Language: resolveLanguage(row.language),
  IsActive: row.isActive,
  InvitationPending: row.invitationPending,
  PendingEmail: row.pendingEmail,
  Version: row.version,
});

/** What the audit log keeps of a user: everything management sees but its version. */
const snapshotOf = (user: ManagedUser) => {
  const { Version: _version, ...rest } = user;
  return rest;
};

const privilegesOf = (body: { Role: Role; IsOem: boolean; IsOemAdmin: boolean; IsParentPartner: boolean }) => ({
  role: body.Role,
  isOem: body.IsOem,
  isOemAdmin: body.IsOemAdmin,
  isParentPartner: body.IsParentPartner,
});

/** The columns a user write sets from its body. */
const valuesOf = (body: CreateBody) => ({
  email: body.Email,
  firstName: body.FirstName,
  lastName: body.LastName,
  role: body.Role,
  partnerId: body.PartnerId,
  isOem: body.IsOem,
  isOemAdmin: body.IsOemAdmin,
  isParentPartner: body.IsParentPartner,
  language: body.Language,
});

/**
 * Nobody changes its own active state, role, flags, partner or storefronts through management (403 naming the first
 * field that differs): a head of sales cannot lift itself, and a deactivated one cannot switch itself back on.
 */
const refuseOwnPrivilegeChange = (before: ManagedUser, body: UpdateBody, brandPartnerIds: readonly string[]) => {
  const sameStorefronts = [...brandPartnerIds].sort().join() === [...before.BrandPartnerIds].sort().join();
  const changed = (
    [
      ['IsActive', body.IsActive === before.IsActive],
      ['Role', body.Role === before.Role],
      ['IsOem', body.IsOem === before.IsOem],
      ['IsOemAdmin', body.IsOemAdmin === before.IsOemAdmin],
      ['IsParentPartner', body.IsParentPartner === before.IsParentPartner],
      ['PartnerId', body.PartnerId.toLowerCase() === before.PartnerId],
      ['BrandPartnerIds', sameStorefronts],
    ] as const
  ).find(([, same]) => !same);
  if (changed) {
    throw new AppError(M.ownAccount, {
      detail: changed[0],
      message: formatMessage(M.ownAccount, { field: changed[0] }),
    });
  }
};

type Deps = {
  db: Db;
  repository: NetworkRepository;
  /** This process forgets a changed user at once; the others when the database's notice reaches them. */
  accountStates: Pick<AccountStates, 'forget'>;
};

/**
 * Staff users, managed with delegation (`policies/manage.policy.ts`): an OEM admin manages every user, a head of
 * sales the users of its own partner and the partners below it, granting only what it holds itself. A new user gets
 * an invitation to set its password (no admin sees or sets one); deactivating ends its sessions at once. Every write
 * runs in one transaction with its audit entry; a stale version is refused.
 */
export const createUsersService = ({ db, repository, accountStates }: Deps) => {
  /** A user the manager reaches: 404 unknown, 403 outside its partners. */
  const loadUser = async (tx: DbOrTx, manager: Manager, userId: string) => {
    const row = await repository.findUser(tx, userId);
    if (!row) {
      throw new AppError(M.notFound);
    }
    assertPartnerInReach(await reachOf(tx, repository, manager), row.partnerId ?? '');
    return userOf(row);
  };

  /**
   * Checks the partner (in reach, existing, active), the storefronts (existing, grantable) and the default; `current`
   * is what the user holds now (an update), so an OEM flag it keeps is not taken for one given.
   */
  const checkAssignment = async (tx: DbOrTx, manager: Manager, body: CreateBody, current?: Privileges) => {
    assertPartnerInReach(await reachOf(tx, repository, manager), body.PartnerId, 'PartnerId');
    const partner = await repository.findPartner(tx, body.PartnerId);
    if (!partner?.isActive) {
      throw new AppError(M.unknownPartner, { detail: 'PartnerId' });
    }
    const brandPartnerIds = [...new Set(body.BrandPartnerIds.map((id) => id.toLowerCase()))];
    assertGrantable(manager, { ...privilegesOf(body), brandPartnerIds }, current);
    const known = await repository.listBrandPartnerChoices(tx, brandPartnerIds);
    if (known.length !== brandPartnerIds.length) {
      throw new AppError(M.unknownBrandPartner, { detail: 'BrandPartnerIds' });
    }
    const defaultId = (body.DefaultBrandPartnerId ?? brandPartnerIds[0] ?? '').toLowerCase();
    if (!brandPartnerIds.includes(defaultId)) {
      throw new AppError(M.defaultNotGranted, { detail: 'DefaultBrandPartnerId' });
    }
    return { brandPartnerIds, defaultId };
  };

  /** The invitation, in the look of the user's default storefront, linking into that storefront. */
  const mailInvitation = async (tx: DbOrTx, user: ManagedUser, now: Date, publicUrl: string) => {
    const token = randomBytes(32).toString('base64url');
    await repository.replaceInvitation(
      tx,
      user.UserId,
      sha256(token),
      new Date(now.getTime() + INVITATION_TTL_MS),
      now,
    );
    const name = `${user.FirstName} ${user.LastName}`.trim();
    const storefrontId = user.DefaultBrandPartnerId ?? user.BrandPartnerIds[0] ?? null;
    const link = storefrontId
      ? storefrontLink(publicUrl, '/reset', storefrontId, { token })
      : `${publicUrl}/reset?token=${encodeURIComponent(token)}`;
    const mail = invitationMail(user.Language, user.Email, name, link);
    const brand = storefrontId ? await loadMailBrand(tx, storefrontId) : null;
    await enqueueMail(tx, { ...(brand ? brandMail(mail, brand) : mail), kind: 'invitation' });
  };

  /**
   * Starts an e-mail change: the new address gets a link that confirms it (48 hours, once), the old one a notice; the
   * user keeps its address until then, and its outstanding reset and invitation links stop working.
   */
  const requestEmailChange = async (tx: DbOrTx, user: ManagedUser, newEmail: string, now: Date, publicUrl: string) => {
    const token = randomBytes(32).toString('base64url');
    await repository.replaceEmailChange(tx, {
      userId: user.UserId,
      newEmail,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      now,
    });
    const name = `${user.FirstName} ${user.LastName}`.trim();
    const storefrontId = user.DefaultBrandPartnerId ?? user.BrandPartnerIds[0] ?? null;
    const link = storefrontId
      ? storefrontLink(publicUrl, '/confirm-email', storefrontId, { token })
      : `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    const brand = storefrontId ? await loadMailBrand(tx, storefrontId) : null;
    const branded = <T extends MailMessage>(mail: T) => (brand ? brandMail(mail, brand) : mail);
    await enqueueMail(tx, { ...branded(emailConfirmMail(user.Language, newEmail, name, link)), kind: 'email-confirm' });
    await enqueueMail(tx, {
      ...branded(emailNoticeMail(user.Language, user.Email, name, newEmail)),
      kind: 'email-notice',
    });
  };

  const refuseTakenEmail = async (tx: DbOrTx, email: string, exceptUserId?: string) => {
    if (await repository.emailTaken(tx, email, exceptUserId)) {
      throw new AppError(M.emailTaken, { detail: 'Email' });
    }
  };

  /** Runs a write; two writers of one new e-mail at once: the loser gets the same 409 as a plain duplicate. */
  const write = async <T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError(M.emailTaken, { detail: 'Email' });
      }
      throw error;
    }
  };

  return {
    /** `GET /manage/users`: the users the caller manages, by name. */
    async list(caller: Caller, query: ListQuery): Promise<ManagedUserPage> {
      const manager = requireManager(caller);
      const reach = await reachOf(db, repository, manager);
      if (query.partnerId) {
        assertPartnerInReach(reach, query.partnerId, 'partnerId');
      }
      const { rows, total } = await repository.listUsers(
        db,
        { search: query.search, includeInactive: query.includeInactive, reach, partnerId: query.partnerId },
        query,
      );
      return { Items: rows.map(userOf), Total: total, Page: query.page, PageSize: query.pageSize };
    },

    /** `GET /manage/users/{userId}`. */
    async get(caller: Caller, userId: string): Promise<ManagedUser> {
      return loadUser(db, requireManager(caller), userId);
    },

    /** `POST /manage/users`: creates the user (active, no password yet) and mails its invitation. */
    async create(caller: Caller, body: CreateBody, publicUrl: string, now = new Date()): Promise<ManagedUser> {
      const manager = requireManager(caller);
      return write(async (tx) => {
        const { brandPartnerIds, defaultId } = await checkAssignment(tx, manager, body);
        await refuseTakenEmail(tx, body.Email);
        const userId = await repository.insertUser(tx, valuesOf(body));
        await repository.setUserBrandPartners(tx, userId, brandPartnerIds, defaultId);
        const created = userOf((await repository.findUser(tx, userId)) as ManagedUserRow);
        await mailInvitation(tx, created, now, publicUrl);
        await recordAudit(tx, {
          actorUserId: manager.user.userId,
          action: 'user.create',
          entityType: 'user',
          entityId: userId,
          entityName: created.Email,
          before: null,
          after: snapshotOf(created),
        });
        return created;
      });
    },

    /**
     * `PUT /manage/users/{userId}`: the whole record with the version read. The manager must be able to grant what
     * the user holds now and what it is given; nobody deactivates or re-roles its own account.
     */
    async update(
      caller: Caller,
      userId: string,
      body: UpdateBody,
      publicUrl: string,
      now = new Date(),
    ): Promise<ManagedUser> {
      const manager = requireManager(caller);
      const updated = await write(async (tx) => {
        const before = await loadUser(tx, manager, userId);
        const held: Privileges = {
          role: before.Role,
          isOem: before.IsOem,
          isOemAdmin: before.IsOemAdmin,
          isParentPartner: before.IsParentPartner,
          brandPartnerIds: before.BrandPartnerIds,
        };
        assertGrantable(manager, held, held);
        const { brandPartnerIds, defaultId } = await checkAssignment(tx, manager, body, held);
        if (userId.toLowerCase() === manager.user.userId.toLowerCase()) {
          refuseOwnPrivilegeChange(before, body, brandPartnerIds);
        }
        await refuseTakenEmail(tx, body.Email, userId);
        // Another address is confirmed by its mailbox first (a letter case alone is the same mailbox).
        const isEmailChange = body.Email.toLowerCase() !== before.Email.toLowerCase();
        const changed = await repository.updateUser(tx, userId, body.Version, {
          ...valuesOf(body),
          email: isEmailChange ? before.Email : body.Email,
          isActive: body.IsActive,
        });
        if (!changed) {
          throw new AppError(M.staleVersion, { detail: 'Version' });
        }
        await repository.setUserBrandPartners(tx, userId, brandPartnerIds, defaultId);
        if (before.IsActive && !body.IsActive) {
          await revokeAllRefreshTokensForUser(tx, userId, now);
        }
        if (isEmailChange) {
          const current = userOf((await repository.findUser(tx, userId)) as ManagedUserRow);
          await requestEmailChange(tx, current, body.Email, now, publicUrl);
        }
        const after = userOf((await repository.findUser(tx, userId)) as ManagedUserRow);
        await recordAudit(tx, {
          actorUserId: manager.user.userId,
          action:
            before.IsActive && !after.IsActive ? 'user.deactivate' : isEmailChange ? 'user.emailChange' : 'user.update',
          entityType: 'user',
          entityId: userId,
          entityName: after.Email,
          before: snapshotOf(before),
          after: snapshotOf(after),
        });
        return after;
      });
      accountStates.forget(userId);
      return updated;
    },

    /** `POST /manage/users/{userId}/invitation`: a new link (the old one stops working), at most 3 an hour. */
    async sendInvitation(
      caller: Caller,
      userId: string,
      publicUrl: string,
      now = new Date(),
    ): Promise<AccountActionReply> {
      const manager = requireManager(caller);
      await db.transaction(async (tx) => {
        const user = await loadUser(tx, manager, userId);
        if (!user.InvitationPending) {
          throw new AppError(M.invitationAccepted);
        }
        if (!user.IsActive) {
          throw new AppError(M.inactiveUser);
        }
        const since = new Date(now.getTime() - 60 * 60 * 1000);
        if ((await repository.countInvitationsSince(tx, userId, since)) >= INVITATIONS_PER_HOUR) {
          throw new AppError(M.invitationLimit);
        }
        await mailInvitation(tx, user, now, publicUrl);
        await recordAudit(tx, {
          actorUserId: manager.user.userId,
          action: 'user.invite',
          entityType: 'user',
          entityId: userId,
          entityName: user.Email,
          before: null,
          after: null,
        });
      });
      return { Success: true };
    },
  };
};
/** The users' management. */
export type UsersService = ReturnType<typeof createUsersService>;
