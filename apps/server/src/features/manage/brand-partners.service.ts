import type {
  createBrandPartnerBodySchema,
  ManagedBrandPartner,
  ManagedBrandPartnerPage,
  managePageQuerySchema,
  updateBrandPartnerBodySchema,
} from '@door/contract';
import type { z } from 'zod';
import { AppError, type ErrorKind, formatMessage } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import type { Db, DbOrTx } from '#server/db/client';
import { requireStorefrontManager } from '#server/policies/manage.policy';
import { recordAudit } from '#server/services/audit-log';
import { type LogoRefusal, storeLogo } from '#server/services/logo-image';
import { MANAGE_MESSAGES as M } from './manage.messages';
import type { ManagedBrandPartnerRow, NetworkRepository } from './network.repository';

type CreateBody = z.output<typeof createBrandPartnerBodySchema>;
type UpdateBody = z.output<typeof updateBrandPartnerBodySchema>;
type ListQuery = z.output<typeof managePageQuerySchema>;

const brandPartnerOf = (row: ManagedBrandPartnerRow): ManagedBrandPartner => ({
  BrandPartnerId: row.id,
  BrandId: row.brandId,
  BrandName: row.brandName,
  PartnerId: row.partnerId,
  PartnerName: row.partnerName,
  Title: row.title,
  IsActive: row.isActive,
  RedirectBrandPartnerId: row.redirectBrandPartnerId,
  Style: row.style,
  Footer: row.footer,
  InquiryEmail: row.inquiryEmail,
  PriceMarkupPercent: row.priceMarkupBasisPoints / 100,
  Currency: row.currency,
  ShowConsents: row.showConsents,
  OfferValidityDays: row.offerValidityDays,
  OfferReminderDays: row.offerReminderDays,
  EnabledApplication: row.enabledApplication,
  EnabledEdifactExport: row.enabledEdifactExport,
  EnabledEdifactImport: row.enabledEdifactImport,
  DefaultTerms: row.defaultTerms.map((term) => ({
    TermId: term.id,
    Kind: term.kind,
    Name: term.name,
    Description: term.description,
    Value: term.kind === 'payment' ? (term.valueHundredths ?? 0) / 100 : null,
    SortOrder: term.sortOrder,
  })),
  Version: row.version,
});

const snapshotOf = (storefront: ManagedBrandPartner) => {
  const { Version: _version, ...rest } = storefront;
  return rest;
};

/** The message of each reason a logo is refused. */
const LOGO_REFUSALS: Record<LogoRefusal, ErrorKind> = {
  invalid: M.invalidLogo,
  doctype: M.logoDoctype,
  tooLarge: M.logoTooComplex,
  tooDeep: M.logoTooComplex,
  tooManyElements: M.logoTooComplex,
  notXml: M.invalidLogo,
  notSvg: M.invalidLogo,
};

/** A logo of the theme as stored (checked, an SVG sanitised); 400 naming the field for anything else. */
const logoOf = (style: UpdateBody['Style'], field: 'HeaderLogo' | 'HeaderLogotype') => {
  const stored = storeLogo(style[field]);
  if ('refused' in stored) {
    throw new AppError(LOGO_REFUSALS[stored.refused], { detail: `Style.${field}` });
  }
  return stored.logo;
};

/** The columns a storefront write sets from its body. */
const valuesOf = (body: UpdateBody | CreateBody) => ({
  title: body.Title,
  isActive: body.IsActive,
  redirectBrandPartnerId: body.RedirectBrandPartnerId,
  style: {
    ...body.Style,
    HeaderLogo: logoOf(body.Style, 'HeaderLogo'),
    HeaderLogotype: logoOf(body.Style, 'HeaderLogotype'),
  },
  footer: body.Footer,
  inquiryEmail: body.InquiryEmail,
  priceMarkupBasisPoints: Math.round(body.PriceMarkupPercent * 100),
  showConsents: body.ShowConsents,
  offerValidityDays: body.OfferValidityDays,
  offerReminderDays: body.OfferReminderDays,
  enabledApplication: body.EnabledApplication,
  enabledEdifactExport: body.EnabledEdifactExport,
  enabledEdifactImport: body.EnabledEdifactImport,
});

/** Stores the default terms of the body; 400 naming the field when a term is not one of the storefront's. */
const saveDefaultTerms = async (
  repository: NetworkRepository,
  tx: DbOrTx,
  id: string,
  body: UpdateBody | CreateBody,
) => {
  if (!(await repository.replaceDefaultTerms(tx, id, body.DefaultTerms))) {
    throw new AppError(M.unknownTerm, { detail: 'DefaultTerms' });
  }
};

type Deps = { db: Db; repository: NetworkRepository };

/**
 * Storefronts (brand partners), managed by the manufacturer's OEM admins: theme (colours checked for WCAG AA
 * contrast by the contract), footer, banner, markup, inquiry address, active flag and redirect. A change reaches
 * every server process at once: the `brand_partners` trigger announces it (migration 0024), each process drops its
 * cached storefront.
 */
export const createBrandPartnersService = ({ db, repository }: Deps) => {
  const load = async (tx: DbOrTx, brandPartnerId: string) => {
    const row = await repository.findBrandPartner(tx, brandPartnerId);
    if (!row) {
      throw new AppError(M.notFound);
    }
    return brandPartnerOf(row);
  };

  /** A redirect goes to another active storefront of the same brand. */
  const checkRedirect = async (tx: DbOrTx, self: string | null, brandId: string, redirectId: string | null) => {
    if (redirectId === null) {
      return;
    }
    const target = await repository.findBrandPartner(tx, redirectId);
    if (!target?.isActive || target.brandId !== brandId || target.id === self) {
      throw new AppError(M.invalidRedirect, { detail: 'RedirectBrandPartnerId' });
    }
  };

  return {
    /** `GET /manage/brand-partners`: every storefront, by title. */
    async list(caller: Caller, query: ListQuery): Promise<ManagedBrandPartnerPage> {
      requireStorefrontManager(caller);
      const { rows, total } = await repository.listBrandPartners(
        db,
        { search: query.search, includeInactive: query.includeInactive, reach: null },
        query,
      );
      return { Items: rows.map(brandPartnerOf), Total: total, Page: query.page, PageSize: query.pageSize };
    },

    /** `GET /manage/brand-partners/{brandPartnerId}`. */
    async get(caller: Caller, brandPartnerId: string): Promise<ManagedBrandPartner> {
      requireStorefrontManager(caller);
      return load(db, brandPartnerId);
    },

    /** `POST /manage/brand-partners`: a new storefront of a brand for an active partner. */
    async create(caller: Caller, body: CreateBody): Promise<ManagedBrandPartner> {
      const manager = requireStorefrontManager(caller);
      return db.transaction(async (tx) => {
        if (!(await repository.brandExists(tx, body.BrandId))) {
          throw new AppError(M.unknownBrand, { detail: 'BrandId' });
        }
        const partner = await repository.findPartner(tx, body.PartnerId);
        if (!partner?.isActive) {
          throw new AppError(M.unknownPartner, { detail: 'PartnerId' });
        }
        await checkRedirect(tx, null, body.BrandId, body.RedirectBrandPartnerId);
        const values = valuesOf(body);
        const id = await repository.insertBrandPartner(tx, {
          ...values,
          brandId: body.BrandId,
          partnerId: body.PartnerId,
          documentsStyle: values.style,
        });
        await saveDefaultTerms(repository, tx, id, body);
        const created = await load(tx, id);
        await recordAudit(tx, {
          actorUserId: manager.user.userId,
          action: 'brandPartner.create',
          entityType: 'brandPartner',
          entityId: id,
          entityName: created.Title,
          before: null,
          after: snapshotOf(created),
        });
        return created;
      });
    },

    /** `PUT /manage/brand-partners/{brandPartnerId}`: the storefront's settings with the version read. */
    async update(caller: Caller, brandPartnerId: string, body: UpdateBody): Promise<ManagedBrandPartner> {
      const manager = requireStorefrontManager(caller);
      return db.transaction(async (tx) => {
        const before = await load(tx, brandPartnerId);
        await checkRedirect(tx, before.BrandPartnerId, before.BrandId, body.RedirectBrandPartnerId);
        if (before.IsActive && !body.IsActive) {
          // A storefront that others redirect to stays active until those redirects are cleared: its visitors would
          // otherwise be sent on to a closed storefront (issue 37).
          const sources = await repository.listRedirectsTo(tx, brandPartnerId);
          if (sources.length > 0) {
            throw new AppError(M.redirectTarget, {
              message: formatMessage(M.redirectTarget, { storefronts: sources.join(', ') }),
              detail: 'IsActive',
            });
          }
        }
        if (!(await repository.updateBrandPartner(tx, brandPartnerId, body.Version, valuesOf(body)))) {
          throw new AppError(M.staleVersion, { detail: 'Version' });
        }
        await saveDefaultTerms(repository, tx, brandPartnerId, body);
        const after = await load(tx, brandPartnerId);
        await recordAudit(tx, {
          actorUserId: manager.user.userId,
          action: 'brandPartner.update',
          entityType: 'brandPartner',
          entityId: brandPartnerId,
          entityName: after.Title,
          before: snapshotOf(before),
          after: snapshotOf(after),
        });
        return after;
      });
    },
  };
};
/** The storefronts' management. */
export type BrandPartnersService = ReturnType<typeof createBrandPartnersService>;
