import { Alert, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { errorMessageOf } from '../lib/error-message';

/** Props of the query-state view. */
export type QueryStateProps<Data> = {
  query: Pick<UseQueryResult<Data>, 'data' | 'error' | 'isError'>;
  /** The title of the error (§8's context titles); default none. */
  errorTitle?: string;
  /** Whether the loaded data counts as empty, and what is said then. */
  isEmpty?: (data: Data) => boolean;
  emptyText?: string;
  children: (data: Data) => ReactNode;
};

/**
 * A page's data in its three states before the content: loading (a labelled spinner), failed (the server's message
 * in an alert), empty (a sentence); otherwise the content drawn from the data.
 */
export const QueryState = <Data,>({ query, errorTitle, isEmpty, emptyText, children }: QueryStateProps<Data>) => {
  const { t } = useTranslation('common');
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={errorTitle} data-testid="query-error">
        {errorMessageOf(query.error, t('errors.generalException'))}
      </Alert>
    );
  }
  if (query.data === undefined) {
    return <Loader aria-label={t('loader.loading')} data-testid="query-loading" />;
  }
  if (isEmpty?.(query.data)) {
    return (
      <Text c="dimmed" data-testid="query-empty">
        {emptyText}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
};
