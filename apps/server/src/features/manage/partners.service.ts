import type {
  createPartnerBodySchema,
  ManagedPartner,
  ManagedPartnerPage,
  managePageQuerySchema,
  updatePartnerBodySchema,
} from '@door/contract';
import type { z } from 'zod';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import type { Db, DbOrTx } from '#server/db/client';
import {
  assertPartnerInReach,
  MANAGE_DELEGATION_MESSAGES,
  type Manager,
  requireManager,
} from '#server/policies/manage.policy';
import { recordAudit } from '#server/services/audit-log';
import { MANAGE_MESSAGES as M } from './manage.messages';
import type { ManagedPartnerRow, NetworkRepository } from './network.repository';
import { reachOf } from './reach';

type CreateBody = z.output<typeof createPartnerBodySchema>;
type UpdateBody = z.output<typeof updatePartnerBodySchema>;
type ListQuery = z.output<typeof managePageQuerySchema>;

const partnerOf = (row: ManagedPartnerRow): ManagedPartner => ({
  PartnerId: row.id,
  Name: row.name,
  ParentPartnerId: row.parentPartnerId,
  ParentPartnerName: row.parentPartnerName,
  IsOem: row.isOem,
  IsActive: row.isActive,
  Address: {
    Street: row.address.Street ?? '',
    PostalCode: row.address.PostalCode ?? '',
    City: row.address.City ?? '',
    Country: row.address.Country ?? '',
  },
  Contacts: row.contacts,
  UserCount: row.userCount,
  Version: row.version,
});

const snapshotOf = (partner: ManagedPartner) => {
  const { Version: _version, UserCount: _users, ...rest } = partner;
  return rest;
};

type Deps = { db: Db; repository: NetworkRepository };

/**
 * Partners, managed with delegation: an OEM admin manages every partner and alone sets the OEM flag; a head of sales
 * adds and changes partners below its own (never its own partner's parent). A parent that would make a cycle is
 * refused (and the database refuses it too). Partners are deactivated, never deleted.
 */
export const createPartnersService = ({ db, repository }: Deps) => {
  const loadPartner = async (tx: DbOrTx, manager: Manager, partnerId: string) => {
    const row = await repository.findPartner(tx, partnerId);
    if (!row) {
      throw new AppError(M.notFound);
    }
    assertPartnerInReach(await reachOf(tx, repository, manager), row.id);
    return partnerOf(row);
  };

  /** The OEM flag is set or taken away by the manufacturer's OEM admins only (403 naming it). */
  const checkOemFlag = (manager: Manager, isOem: boolean, wasOem: boolean) => {
    if (isOem !== wasOem && manager.kind !== 'oemAdmin') {
      throw new AppError(MANAGE_DELEGATION_MESSAGES.cannotGrant, { detail: 'IsOem' });
    }
  };

  /**
   * The parent: within reach (403 naming it), existing and active; only an OEM admin may leave it empty (else 400
   * naming it). Each refusal's words name the parent, so a person knows what to change.
   */
  const checkParent = async (tx: DbOrTx, manager: Manager, body: CreateBody) => {
    if (body.ParentPartnerId === null) {
      if (manager.kind !== 'oemAdmin') {
        throw new AppError(M.parentRequired, { detail: 'ParentPartnerId' });
      }
      return;
    }
    const reach = await reachOf(tx, repository, manager);
    if (reach !== null && !reach.has(body.ParentPartnerId.toLowerCase())) {
      throw new AppError(M.parentOutsideReach, { detail: 'ParentPartnerId' });
    }
    const parent = await repository.findPartner(tx, body.ParentPartnerId);
    if (!parent?.isActive) {
      throw new AppError(M.unknownPartner, { detail: 'ParentPartnerId' });
    }
  };

  const valuesOf = (body: CreateBody) => ({
    name: body.Name,
    parentPartnerId: body.ParentPartnerId,
    isOem: body.IsOem,
    address: body.Address,
  });

  /** Stores the contact persons of the body; 400 naming the field when one is not the partner's. */
  const saveContacts = async (tx: DbOrTx, partnerId: string, body: CreateBody) => {
    if (!(await repository.replacePartnerContacts(tx, partnerId, body.Contacts))) {
      throw new AppError(M.unknownContact, { detail: 'Contacts' });
    }
  };

  return {
    /** `GET /manage/partners`: the partners the caller manages, by name. */
    async list(caller: Caller, query: ListQuery): Promise<ManagedPartnerPage> {
      const manager = requireManager(caller);
      const reach = await reachOf(db, repository, manager);
      const { rows, total } = await repository.listPartners(
        db,
        { search: query.search, includeInactive: query.includeInactive, reach },
        query,
      );
      return { Items: rows.map(partnerOf), Total: total, Page: query.page, PageSize: query.pageSize };
    },

    /** `GET /manage/partners/{partnerId}`. */
    async get(caller: Caller, partnerId: string): Promise<ManagedPartner> {
      return loadPartner(db, requireManager(caller), partnerId);
    },

    /** `POST /manage/partners`. */
    async create(caller: Caller, body: CreateBody): Promise<ManagedPartner> {
      const manager = requireManager(caller);
      return db.transaction(async (tx) => {
        checkOemFlag(manager, body.IsOem, false);
        await checkParent(tx, manager, body);
        const partnerId = await repository.insertPartner(tx, valuesOf(body));
        await saveContacts(tx, partnerId, body);
        const created = partnerOf((await repository.findPartner(tx, partnerId)) as ManagedPartnerRow);
        await recordAudit(tx, {
          actorUserId: manager.user.userId,
          action: 'partner.create',
          entityType: 'partner',
          entityId: partnerId,
          entityName: created.Name,
          before: null,
          after: snapshotOf(created),
        });
        return created;
      });
    },

    /** `PUT /manage/partners/{partnerId}`: the whole record with the version read. */
    async update(caller: Caller, partnerId: string, body: UpdateBody): Promise<ManagedPartner> {
      const manager = requireManager(caller);
      return db.transaction(async (tx) => {
        const before = await loadPartner(tx, manager, partnerId);
        // On any partner, its own one included (a head of sales marking its company as the manufacturer).
        checkOemFlag(manager, body.IsOem, before.IsOem);
        const parentChanges = (body.ParentPartnerId ?? null) !== before.ParentPartnerId;
        if (manager.kind !== 'oemAdmin' && before.PartnerId === manager.user.partnerId?.toLowerCase()) {
          if (parentChanges || !body.IsActive) {
            throw new AppError(M.ownPartnerParent, { detail: parentChanges ? 'ParentPartnerId' : 'IsActive' });
          }
        } else if (parentChanges) {
          await checkParent(tx, manager, body);
        }
        if (body.ParentPartnerId !== null) {
          const above = [
            body.ParentPartnerId.toLowerCase(),
            ...(await repository.ancestorsOf(tx, body.ParentPartnerId)),
          ];
          if (above.includes(before.PartnerId)) {
            throw new AppError(M.parentCycle, { detail: 'ParentPartnerId' });
          }
        }
        if (
          !(await repository.updatePartner(tx, partnerId, body.Version, { ...valuesOf(body), isActive: body.IsActive }))
        ) {
          throw new AppError(M.staleVersion, { detail: 'Version' });
        }
        await saveContacts(tx, partnerId, body);
        const after = partnerOf((await repository.findPartner(tx, partnerId)) as ManagedPartnerRow);
        await recordAudit(tx, {
          actorUserId: manager.user.userId,
          action: before.IsActive && !after.IsActive ? 'partner.deactivate' : 'partner.update',
          entityType: 'partner',
          entityId: partnerId,
          entityName: after.Name,
          before: snapshotOf(before),
          after: snapshotOf(after),
        });
        return after;
      });
    },
  };
};
/** The partners' management. */
export type PartnersService = ReturnType<typeof createPartnersService>;
