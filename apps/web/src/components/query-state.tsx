import '#web/lib/mantine-styles';
import { Alert, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n';
import { errorMessageOf } from '#web/lib/error-message';

type QueryLike<Data> = Pick<UseQueryResult<Data>, 'data' | 'error' | 'isError'>;

/** Several queries as one for the query-state view: loaded when all are, failed when one failed (its error). */
export const combineQueries = <Datas extends unknown[]>(
  ...queries: { [Index in keyof Datas]: QueryLike<Datas[Index]> }
): QueryLike<Datas> => {
  const failed = queries.find((query) => query.isError);
  const loaded = queries.every((query) => query.data !== undefined);
  return {
    data: loaded ? (queries.map((query) => query.data) as Datas) : undefined,
    isError: failed !== undefined,
    error: failed?.error ?? null,
  } as QueryLike<Datas>;
};

/** Props of the query-state view. */
export type QueryStateProps<Data> = {
  query: QueryLike<Data>;
  /** The title of the error (§8's context titles); default none. */
  errorTitle?: string;
  /** Whether the loaded data counts as empty, and what is said then. */
  isEmpty?: (data: Data) => boolean;
  emptyText?: string;
  /** The content drawn from the data; left out where a page returns early until its data is there. */
  children?: (data: Data) => ReactNode;
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
  return <>{children?.(query.data)}</>;
};
