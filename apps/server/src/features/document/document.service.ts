import {
  configurationImageUrl,
  type DocumentConfigurationRow,
  type DocumentDetail,
  documentStatusCodeOf,
  documentTypeCodeOf,
  isDocumentReadOnly,
  type Language,
  projectStatusCodeOf,
} from '@door/contract';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import { assertCanReadDocument, type DocumentAccess, requireDocument } from '../../policies/document.policy';
import { formatDocumentNumber } from '../../services/document-numbers';
import { DOCUMENT_MESSAGES as M } from './document.messages';
import type { DocumentRepository } from './document.repository';

type AccessFields = {
  brandPartnerId: string;
  ownerPartnerId: string;
  ownerParentPartnerId: string | null;
  recipientPartnerId: string | null;
  typeId: string;
  statusId: string;
  projectStatusId: string;
};

/** The fields the document policy decides by. */
export const accessOf = (row: AccessFields): DocumentAccess => ({
  brandPartnerId: row.brandPartnerId,
  ownerPartnerId: row.ownerPartnerId,
  ownerParentPartnerId: row.ownerParentPartnerId,
  recipientPartnerId: row.recipientPartnerId,
  // The reference tables hold exactly the contract's fixed ids, so every stored id has a code.
  type: documentTypeCodeOf(row.typeId) ?? 'offer',
  status: documentStatusCodeOf(row.statusId) ?? 'draft',
  projectStatus: projectStatusCodeOf(row.projectStatusId) ?? 'active',
});

const money = (cents: number) => Math.round(cents) / 100;

type ConfigurationRow = Awaited<ReturnType<DocumentRepository['listConfigurations']>>[number];

const toConfigurationRow = (row: ConfigurationRow): DocumentConfigurationRow => ({
  ConfigurationId: row.configurationId,
  SalesDocumentConfigurationId: row.id,
  ConfigurationPosition: row.position,
  ConfigurationBrandName: row.brandName ?? '',
  ConfigurationName: row.name ?? '',
  Image: configurationImageUrl({ id: row.configurationId, updatedAt: row.configurationUpdatedAt }),
  ConfigurationDateModified: row.configurationUpdatedAt.toISOString(),
  TotalPrice: money(row.totalPriceCents),
  ConfigurationWithAdditionalCost: money(row.withAdditionalCostCents),
  Quantity: row.quantity,
  DocumentStatus: row.statusId === null ? null : (row.statusName ?? ''),
  DocumentStatusId: row.statusId,
  PartId: row.modelId,
  ClonePart: row.modelActive,
  DeliveryDate: row.deliveryDate === null ? null : new Date(row.deliveryDate).toISOString(),
  CustomerPosition: row.customerPosition,
});

/** The document workspace: detail, edits of the detail, contact data and history. */
export const createDocumentService = ({ repository }: { repository: DocumentRepository }) => ({
  /**
   * `GET /document/{id}?brandPartnerId=`: the detail with its configurations (404 unknown, 403 foreign tenant,
   * 400 when the document is of another storefront than the one named). Two statements: the document, its rows.
   */
  async detail(caller: Caller, documentId: string, brandPartnerId: string, lang: Language): Promise<DocumentDetail> {
    const [found, rows] = await Promise.all([
      repository.findDetail(documentId, lang),
      repository.listConfigurations(documentId, lang),
    ]);
    const row = requireDocument(found);
    const access = accessOf(row);
    assertCanReadDocument(caller, access);
    if (brandPartnerId !== row.brandPartnerId) {
      throw new AppError(M.brandPartnerMismatch, { detail: 'brandPartnerId' });
    }
    return {
      SalesDocumentId: row.id,
      IsAnyError: row.isError || row.configurationError,
      DocumentNumber: formatDocumentNumber(row.year, row.number),
      ProjectId: row.projectId,
      ProjectStatusId: row.projectStatusId,
      ProjectNumber: row.projectNumber,
      ProjectStatus: row.projectStatus ?? '',
      DocumentLastChanged: row.updatedAt.toISOString(),
      PartnerName: row.partnerName ?? '',
      RecipientPartnerName: row.recipientPartnerName,
      ContactName: `${row.contactFirstName} ${row.contactLastName}`.trim(),
      CompanyName: row.companyName,
      Commission: row.commission,
      CustomerNumber: row.customerNumber,
      TotalPriceWithTax: money(row.totalCents),
      DocumentTypeName: row.typeName ?? '',
      DocumentTypeId: row.typeId,
      DocumentStatusName: row.statusName ?? '',
      DocumentStatusId: row.statusId,
      Salesman: row.salesman,
      SalesmanRecipient: row.recipientSalesman,
      InitialSalesDocumentId: row.initialDocumentId,
      InitialSalesDocumentNumber:
        row.initialYear !== null && row.initialNumber !== null
          ? formatDocumentNumber(row.initialYear, row.initialNumber)
          : null,
      Currency: row.currency || 'EUR',
      TotalPrice: money(row.totalPriceCents),
      TotalTaxCost: money(row.totalTaxCents),
      ContactEmail: row.contactEmail,
      ContactTelephone: row.contactTelephone,
      Comment: row.comment,
      Configurations: rows.map(toConfigurationRow),
      IsReadOnly: isDocumentReadOnly(access),
    };
  },
});
/** The document workspace service. */
export type DocumentService = ReturnType<typeof createDocumentService>;
