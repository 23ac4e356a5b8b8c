import type { CalculationWriteReply, CostBody, DiscountBody } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The rows of the calculation tables and their path segment. */
export type CalculationRowKind = 'additionalCost' | 'netCost' | 'discount';

/** A write of one calculation row: add (no rowId), change, or delete (no body). */
export type CalculationRowWrite = {
  documentConfigurationId: string;
  brandPartnerId: string;
  kind: CalculationRowKind;
  rowId?: string;
  body?: CostBody | DiscountBody;
};

/**
 * Adds (`POST …/additionalCost`, `…/discount`, `…/netCost/`), changes (`PUT …/{rowId}`) or deletes
 * (`DELETE …/{rowId}?brandPartnerId=`) a row of the calculation.
 */
export const saveCalculationRow = ({
  documentConfigurationId,
  brandPartnerId,
  kind,
  rowId,
  body,
}: CalculationRowWrite) => {
  const base = `/document/configuration/${documentConfigurationId}/${kind}`;
  if (body === undefined) {
    return apiClient.delete<CalculationWriteReply>(`${base}/${rowId}`, { query: { brandPartnerId } });
  }
  return rowId === undefined
    ? apiClient.post<CalculationWriteReply>(kind === 'netCost' ? `${base}/` : base, body)
    : apiClient.put<CalculationWriteReply>(`${base}/${rowId}`, body);
};

/** Chooses the configuration's tax option: `PUT …/taxoption/{taxOptionId}?brandPartnerId=`. */
export const setTaxOption = ({
  documentConfigurationId,
  brandPartnerId,
  taxOptionId,
}: {
  documentConfigurationId: string;
  brandPartnerId: string;
  taxOptionId: string;
}) =>
  apiClient.put<CalculationWriteReply>(
    `/document/configuration/${documentConfigurationId}/taxoption/${taxOptionId}`,
    undefined,
    { query: { brandPartnerId } },
  );

/** After a write: the calculation, the document's pages and the lists (their totals) read again. */
const useRefreshAfterWrite = () => {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: ['document-configuration'] }),
      client.invalidateQueries({ queryKey: ['document'] }),
      client.invalidateQueries({ queryKey: ['documents'] }),
    ]);
  };
};

/** The mutation of a calculation row. */
export const useSaveCalculationRow = () => {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: saveCalculationRow, onSuccess: refresh });
};

/** The mutation of the tax option. */
export const useSetTaxOption = () => {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: setTaxOption, onSuccess: refresh });
};
