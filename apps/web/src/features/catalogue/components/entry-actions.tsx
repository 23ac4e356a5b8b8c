import '#web/lib/mantine-styles';
import type { CatalogueDraftOperation } from '@door/contract';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '#web/i18n';
import { pointerOf, pointerParts } from '../lib/draft-patch';

/** Where an entry sits in its list: the list's pointer, its index and the list's length. */
export const placeOf = (path: string, length: number) => {
  const parts = pointerParts(path);
  const index = Number(parts.at(-1));
  return { list: pointerOf(...parts.slice(0, -1)), index, length };
};

/** The edit that moves an entry of a list from one place to another. */
export const moveOp = (list: string, from: number, to: number): CatalogueDraftOperation => ({
  op: 'move',
  from: `${list}/${from}`,
  path: `${list}/${to}`,
});

/**
 * An entry's place in its list, changed by keyboard (move up, move down) as well as by dragging in the tree, and its
 * removal (undoable, like every edit).
 */
export const EntryActions = ({
  path,
  length,
  label,
  readOnly,
  onEdit,
  onOpen,
  onRemove,
}: {
  path: string;
  length: number;
  label: string;
  readOnly: boolean;
  onEdit: (ops: CatalogueDraftOperation[]) => void;
  onOpen: (path: string) => void;
  /** Removes the entry another way (after a confirmation, with what refers to it); default: removed at once. */
  onRemove?: () => void;
}) => {
  const { t } = useTranslation('catalogue');
  if (readOnly) {
    return null;
  }
  const { list, index } = placeOf(path, length);
  const move = (to: number) => {
    onEdit([moveOp(list, index, to)]);
    onOpen(`${list}/${to}`);
  };
  return (
    <Group gap="xs" className="cat-entry-actions">
      <Button variant="default" size="xs" disabled={index <= 0} onClick={() => move(index - 1)}>
        {t('actions.moveUp')}
      </Button>
      <Button variant="default" size="xs" disabled={index >= length - 1} onClick={() => move(index + 1)}>
        {t('actions.moveDown')}
      </Button>
      <Button
        variant="light"
        color="red"
        size="xs"
        aria-label={t('actions.removeNamed', { name: label })}
        onClick={() => {
          if (onRemove) {
            onRemove();
            return;
          }
          onEdit([{ op: 'remove', path }]);
          onOpen(list.split('/').length > 2 ? list.split('/').slice(0, -1).join('/') : '');
        }}
      >
        {t('actions.remove')}
      </Button>
    </Group>
  );
};
