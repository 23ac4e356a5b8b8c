import {
  type AuditQuery,
  auditCsvFileName,
  type CreateBrandPartnerBody,
  type CreateMachineKeyBody,
  type CreatePartnerBody,
  type CreateUserBody,
  type CreateWebhookBody,
  type Language,
  type ManagePageQuery,
  type ManageUsersQuery,
  type UpdateBrandPartnerBody,
  type UpdatePartnerBody,
  type UpdateUserBody,
  type WebhookDeliveriesQuery,
} from '@door/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

// The management pages' calls: what the caller may manage, the users, partners, storefronts and the audit log. Every
// write invalidates the whole `manage` tree (lists, records and the scope's pickers), and the audit log with it.

/** What the caller may manage and grant. */
export const useManageScope = () =>
  useQuery({ queryKey: callKey('getManageScope', {}), queryFn: () => callApi('getManageScope', {}) });

/** A page of the users the caller manages. */
export const useManagedUsers = (query: ManageUsersQuery) =>
  useQuery({
    queryKey: callKey('listManagedUsers', { query }),
    queryFn: () => callApi('listManagedUsers', { query }),
    placeholderData: keepPreviousData,
  });

/** A page of the partners the caller manages. */
export const useManagedPartners = (query: ManagePageQuery) =>
  useQuery({
    queryKey: callKey('listManagedPartners', { query }),
    queryFn: () => callApi('listManagedPartners', { query }),
    placeholderData: keepPreviousData,
  });

/** A page of the storefronts. */
export const useManagedBrandPartners = (query: ManagePageQuery) =>
  useQuery({
    queryKey: callKey('listManagedBrandPartners', { query }),
    queryFn: () => callApi('listManagedBrandPartners', { query }),
    placeholderData: keepPreviousData,
  });

/** One storefront with its theme and settings. */
export const useManagedBrandPartner = (brandPartnerId: string | null) =>
  useQuery({
    queryKey: callKey('getManagedBrandPartner', { params: { brandPartnerId: brandPartnerId ?? '' } }),
    queryFn: () => callApi('getManagedBrandPartner', { params: { brandPartnerId: brandPartnerId ?? '' } }),
    enabled: brandPartnerId !== null,
  });

/** A page of the audit log. */
export const useAuditEntries = (query: AuditQuery) =>
  useQuery({
    queryKey: callKey('listAuditEntries', { query }),
    queryFn: () => callApi('listAuditEntries', { query }),
    placeholderData: keepPreviousData,
  });

/** A mutation whose success reloads every management query. */
const useManageWrite = <Input, Reply>(write: (input: Input) => Promise<Reply>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: ['manage'] }) });
};

/** Creates (no id) or changes a user. */
export const useSaveUser = () =>
  useManageWrite(({ userId, body }: { userId: string | null; body: CreateUserBody | UpdateUserBody }) =>
    userId === null
      ? callApi('createManagedUser', { body })
      : callApi('updateManagedUser', { params: { userId }, body: body as UpdateUserBody }),
  );

/** Mails a user a new invitation. */
export const useSendInvitation = () =>
  useManageWrite((userId: string) => callApi('sendInvitation', { params: { userId } }));

/** Creates (no id) or changes a partner. */
export const useSavePartner = () =>
  useManageWrite(({ partnerId, body }: { partnerId: string | null; body: CreatePartnerBody | UpdatePartnerBody }) =>
    partnerId === null
      ? callApi('createManagedPartner', { body })
      : callApi('updateManagedPartner', { params: { partnerId }, body: body as UpdatePartnerBody }),
  );

/** Creates (no id) or changes a storefront. */
export const useSaveBrandPartner = () =>
  useManageWrite(
    ({
      brandPartnerId,
      body,
    }: {
      brandPartnerId: string | null;
      body: CreateBrandPartnerBody | UpdateBrandPartnerBody;
    }) =>
      brandPartnerId === null
        ? callApi('createManagedBrandPartner', { body: body as CreateBrandPartnerBody })
        : callApi('updateManagedBrandPartner', { params: { brandPartnerId }, body: body as UpdateBrandPartnerBody }),
  );

/**
 * The filtered audit log as a CSV file (the server streams it) with its name in the language; the byte order mark
 * that reading the reply as text drops is put back, so spreadsheets read it as UTF-8.
 */
export const exportAudit = async (query: AuditQuery, language: Language) => {
  const { page: _page, pageSize: _size, ...filter } = query;
  const text = (await callApi('exportAuditEntries', { query: filter })) as string;
  return {
    blob: new Blob(['\uFEFF', text.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' }),
    fileName: auditCsvFileName(language, new Date().toISOString().slice(0, 10)),
  };
};

/** The machine keys and webhooks the caller manages. */
export const useIntegrations = () =>
  useQuery({ queryKey: callKey('getIntegrations', {}), queryFn: () => callApi('getIntegrations', {}) });

/** A page of a webhook's delivery log (null: none open). */
export const useWebhookDeliveries = (webhookId: string | null, query: WebhookDeliveriesQuery) =>
  useQuery({
    queryKey: callKey('listWebhookDeliveries', { params: { webhookId: webhookId ?? '' }, query }),
    queryFn: () => callApi('listWebhookDeliveries', { params: { webhookId: webhookId ?? '' }, query }),
    enabled: webhookId !== null,
    placeholderData: keepPreviousData,
  });

/** Creates a machine key (its secret is in the reply only). */
export const useCreateMachineKey = () =>
  useManageWrite((body: CreateMachineKeyBody) => callApi('createMachineKey', { body }));

/** Revokes a machine key. */
export const useRevokeMachineKey = () =>
  useManageWrite((machineKeyId: string) => callApi('removeMachineKey', { params: { machineKeyId } }));

/** Registers a webhook (its signing secret is in the reply only). */
export const useCreateWebhook = () => useManageWrite((body: CreateWebhookBody) => callApi('createWebhook', { body }));

/** Disables a webhook. */
export const useDisableWebhook = () =>
  useManageWrite((webhookId: string) => callApi('removeWebhook', { params: { webhookId } }));

/** Sends a delivery again. */
export const useRedeliver = () =>
  useManageWrite((deliveryId: string) => callApi('sendWebhookDelivery', { params: { deliveryId } }));
