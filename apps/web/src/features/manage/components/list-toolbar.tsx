import '#web/lib/mantine-styles';
import { Button, Checkbox, Group, TextInput } from '@mantine/core';
import { useTranslation } from '#web/i18n';

/** Above a management list: the search, "show deactivated" and the button that adds a record. */
export const ListToolbar = ({
  search,
  onSearch,
  includeInactive,
  onIncludeInactive,
  addLabel,
  onAdd,
}: {
  search: string;
  onSearch: (value: string) => void;
  includeInactive?: boolean;
  onIncludeInactive?: (value: boolean) => void;
  addLabel?: string;
  onAdd?: () => void;
}) => {
  const { t } = useTranslation('manage');
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('search')}
          placeholder={t('searchHint')}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          w={260}
          type="search"
        />
        {onIncludeInactive ? (
          <Checkbox
            label={t('includeInactive')}
            checked={includeInactive ?? false}
            onChange={(event) => onIncludeInactive(event.currentTarget.checked)}
            mb={8}
          />
        ) : null}
      </Group>
      {addLabel && onAdd ? <Button onClick={onAdd}>{addLabel}</Button> : null}
    </Group>
  );
};

/** The page size of the management lists. */
export const MANAGE_PAGE_SIZE = 25;
