import type { CostBody, DiscountBody } from '@door/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** The rows of the calculation tables. */
export type CalculationRowKind = 'additionalCost' | 'netCost' | 'discount';

/** The calls' names of each kind of row (`addNetCost`, `updateDiscount`, …) and the path parameter of its id. */
const CALL_NAME = { additionalCost: 'AdditionalCost', netCost: 'NetCost', discount: 'Discount' } as const;
const ROW_ID = { additionalCost: 'costId', netCost: 'costId', discount: 'discountId' } as const;
type CostParams = { id: string; costId: string };
type DiscountParams = { id: string; discountId: string };

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
  const name = CALL_NAME[kind];
  if (body === undefined) {
    return callApi(`remove${name}`, {
      params: { id: documentConfigurationId, [ROW_ID[kind]]: rowId ?? '' } as CostParams & DiscountParams,
      query: { brandPartnerId },
    });
  }
  // A cost body has no discount fields and a discount body no cost fields: the server's schema of the call checks.
  return rowId === undefined
    ? callApi(`add${name}`, { params: { id: documentConfigurationId }, body: body as CostBody & DiscountBody })
    : callApi(`update${name}`, {
        params: { id: documentConfigurationId, [ROW_ID[kind]]: rowId } as CostParams & DiscountParams,
        body: body as CostBody & DiscountBody,
      });
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
}) => callApi('setTaxOption', { params: { id: documentConfigurationId, taxOptionId }, query: { brandPartnerId } });

/** After a write: the calculation, the document's pages and the lists (their totals), all below /document. */
const useRefreshAfterWrite = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['document'] });
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
