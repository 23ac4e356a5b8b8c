import '#web/lib/mantine-styles';
import { type ContactRow, LIMITS } from '@door/contract';
import { Radio, Text, VisuallyHidden } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from '#web/i18n';
import { DataTable } from '../data-table';

const FILTERED: readonly (keyof ContactRow)[] = ['Name', 'Title', 'Partner', 'User'];

/**
 * A contact table (send to supplier, forward, change contact): 5 rows a page, a 500 ms text filter per column, one
 * contact picked; with `requireUser` (the default) only a contact with a user can be picked.
 */
export const ContactPicker = ({
  contacts,
  selectedId,
  onSelect,
  error,
  legend,
  name = 'supplier-contact',
  requireUser = true,
}: {
  contacts: ContactRow[];
  selectedId: string;
  onSelect: (contactId: string) => void;
  error: string | null;
  /** The table's caption; default the supplier contact. */
  legend?: string;
  /** The radio group's name. */
  name?: string;
  requireUser?: boolean;
}) => {
  const { t } = useTranslation('documents');
  const columns = useMemo<ColumnDef<ContactRow>[]>(
    () => [
      {
        id: 'select',
        header: () => <VisuallyHidden>{t('list.select')}</VisuallyHidden>,
        meta: { width: 36 },
        cell: ({ row }) => (
          <Radio
            size="xs"
            name={name}
            checked={selectedId === row.original.ContactId}
            disabled={requireUser && !row.original.User}
            onChange={() => onSelect(row.original.ContactId)}
            aria-label={t('dialogs.pickContactRow', { name: row.original.Name })}
          />
        ),
      },
      ...FILTERED.map<ColumnDef<ContactRow>>((key) => ({
        id: key,
        accessorKey: key,
        header: () => t(`contactColumns.${key}`),
        filterFn: 'includesString',
        meta: { label: t(`contactColumns.${key}`), filter: true, priority: key === 'Name' ? 1 : 2, width: 140 },
      })),
    ],
    [t, selectedId, onSelect, name, requireUser],
  );
  const caption = legend ?? t('dialogs.supplierContact');
  return (
    <fieldset className="contact-picker">
      <legend>{caption}</legend>
      <DataTable
        label={caption}
        columns={columns}
        rows={contacts}
        rowId={(row) => row.ContactId}
        emptyText={t('list.noResults')}
        pageSize={LIMITS.smallTablePageSize}
        filterable
        rowProps={() => ({ testId: 'contact-row' })}
      />
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
};
