import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ADMIN_PAGES } from '#web/lib/admin-redirects';
import { customerOf } from '#web/lib/customer';
import { useAppStore } from '#web/stores/app-store';
import { getDocumentQueryOptions } from '../api/get-document';

/**
 * Opens another document of the same storefront as the current one (a revision of the offer): reads its detail, makes
 * it the current document and shows a page of it (the detail unless another is named).
 */
export const useOpenDocument = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (documentId: string, page: string = ADMIN_PAGES.document) => {
    const brandPartnerId = useAppStore.getState().brandPartnerId ?? '';
    const detail = await queryClient.fetchQuery(getDocumentQueryOptions(documentId, brandPartnerId));
    useAppStore.getState().setDocument({
      documentId: detail.SalesDocumentId,
      initialDocumentId: detail.InitialSalesDocumentId,
      name: detail.DocumentNumber,
      customer: customerOf(detail),
      project: detail.ProjectNumber,
      addingMode: false,
      disableEdit: detail.IsReadOnly,
      status: detail.DocumentStatusId,
      currency: detail.Currency,
    });
    await navigate(page);
  };
};
