import type { ManageScope } from '@door/contract';
import type { Caller } from '#server/core/caller';
import type { Db } from '#server/db/client';
import { requireUser } from '#server/policies/access-guard';
import { canReadAuditLog, grantableFlags, grantableRoles, managerOf } from '#server/policies/manage.policy';
import type { NetworkRepository } from './network.repository';
import { reachOf } from './reach';

const NOTHING: Omit<ManageScope, 'CanReadAudit'> = {
  CanManageUsers: false,
  CanManagePartners: false,
  CanManageBrandPartners: false,
  GrantableRoles: [],
  GrantableFlags: { IsOem: false, IsOemAdmin: false, IsParentPartner: false },
  Partners: [],
  BrandPartners: [],
  Brands: [],
};

/** `GET /manage/scope`: what the caller may manage and grant (the web app's menu, pages and pickers). */
export const createScopeService = ({ db, repository }: { db: Db; repository: NetworkRepository }) => ({
  async get(caller: Caller): Promise<ManageScope> {
    const user = requireUser(caller);
    const manager = managerOf(user);
    if (!manager) {
      return { ...NOTHING, CanReadAudit: canReadAuditLog(user) };
    }
    const oemAdmin = manager.kind === 'oemAdmin';
    const [partners, brandPartners, brands] = await Promise.all([
      reachOf(db, repository, manager).then((reach) => repository.listPartnerChoices(db, reach)),
      repository.listBrandPartnerChoices(db, oemAdmin ? null : user.brandPartnerIds),
      oemAdmin ? repository.listBrands(db) : Promise.resolve([]),
    ]);
    return {
      CanManageUsers: true,
      CanManagePartners: true,
      CanManageBrandPartners: oemAdmin,
      CanReadAudit: canReadAuditLog(user),
      GrantableRoles: grantableRoles(manager),
      GrantableFlags: grantableFlags(manager),
      Partners: partners.map((row) => ({ PartnerId: row.id, Name: row.name, ParentPartnerId: row.parentPartnerId })),
      BrandPartners: brandPartners.map((row) => ({
        BrandPartnerId: row.id,
        Title: row.title,
        BrandName: row.brandName,
      })),
      Brands: brands.map((row) => ({ BrandId: row.id, Name: row.name })),
    };
  },
});
