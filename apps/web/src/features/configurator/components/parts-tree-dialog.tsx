import '#web/lib/mantine-styles';
import type { PartsTreeNode } from '@door/contract';
import { Button, Group, Modal } from '@mantine/core';
import { PartsTree } from '#web/components/configurator/parts-tree';
import { useTranslation } from '#web/i18n';

/** The tree of parts (details dialog) for admins. */
export const PartsTreeDialog = ({ nodes, onClose }: { nodes: PartsTreeNode[]; onClose: () => void }) => {
  const { t } = useTranslation('configurator');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('overview.partsTree')}
      size="lg"
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
    >
      {nodes.length > 0 ? <PartsTree nodes={nodes} /> : <p>{t('overview.noParts')}</p>}
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('overview.close')}</Button>
      </Group>
    </Modal>
  );
};
