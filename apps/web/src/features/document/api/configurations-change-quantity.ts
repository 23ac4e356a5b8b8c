import { callApi } from '#web/lib/api-call';
import { useConfigurationsMutation } from './configurations-mutation';

/** What a quantity change needs. */
export type ChangeQuantityVariables = {
  documentId: string;
  documentConfigurationId: string;
  brandPartnerId: string;
  quantity: number;
};

/** Changes the quantity (1 to 100): `PUT /document/configuration/{id}/changeQuantity`. */
export const changeDocumentConfigurationQuantity = ({
  documentConfigurationId,
  brandPartnerId,
  quantity,
}: ChangeQuantityVariables) =>
  callApi('setDocumentConfigurationQuantity', {
    params: { id: documentConfigurationId },
    body: {
      BrandPartnerId: brandPartnerId,
      Quantity: quantity,
    },
  });

/** The quantity mutation. */
export const useChangeDocumentConfigurationQuantity = () =>
  useConfigurationsMutation(changeDocumentConfigurationQuantity);
