import '#web/lib/mantine-styles';
import { type RevisionChange, type RevisionDiff, revisionLabel } from '@door/contract';
import { Alert, Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { ADMIN_PAGES } from '#web/lib/admin-redirects';
import { useAppStore } from '#web/stores/app-store';
import { useCompareRevisions } from '../api/compare-revisions';

const CHANGE_COLOURS = { added: 'green', removed: 'red', changed: 'blue' } as const;

/** Old → new values in a table: what, before, after. */
const ChangesTable = ({ changes, caption }: { changes: RevisionChange[]; caption: string }) => {
  const { t } = useTranslation('document');
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped className="revision-changes">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('compare.what')}</Table.Th>
            <Table.Th scope="col">{t('compare.before')}</Table.Th>
            <Table.Th scope="col">{t('compare.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={`${change.Kind}|${change.Label}|${change.From}|${change.To}`} data-kind={change.Kind}>
              <Table.Th scope="row" fw={500}>
                {change.Label}
              </Table.Th>
              <Table.Td>
                {change.From === null ? (
                  <Text span c="dimmed">
                    {t('compare.none')}
                  </Text>
                ) : (
                  <del>{change.From}</del>
                )}
              </Table.Td>
              <Table.Td>
                {change.To === null ? (
                  <Text span c="dimmed">
                    {t('compare.none')}
                  </Text>
                ) : (
                  <ins>{change.To}</ins>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/** The comparison's content: positions added, removed and changed, then terms and totals. */
export const RevisionDiffView = ({ diff }: { diff: RevisionDiff }) => {
  const { t } = useTranslation('document');
  const from = revisionLabel(diff.From.Revision);
  const to = revisionLabel(diff.To.Revision);
  const nothing = diff.Positions.length === 0 && diff.Terms.length === 0 && diff.Totals.length === 0;
  return (
    <Stack gap="md" data-testid="revision-diff">
      <Text>
        {t('compare.summary', {
          from: diff.From.DocumentNumber,
          to: diff.To.DocumentNumber,
          count: diff.Positions.length,
          unchanged: diff.UnchangedPositions,
        })}
      </Text>
      {nothing ? <Alert color="gray">{t('compare.nothing', { from, to })}</Alert> : null}
      {diff.Positions.map((position) => {
        const place = position.ToPosition ?? position.FromPosition ?? 0;
        const heading = t('compare.position', { position: place, name: position.Name });
        return (
          <Paper
            withBorder
            p="md"
            component="section"
            key={`${position.Change}-${position.FromPosition}-${position.ToPosition}`}
            aria-label={heading}
            data-change={position.Change}
          >
            <Group justify="space-between" mb="xs" wrap="wrap">
              <Title order={3} size="h5">
                {heading}
              </Title>
              <Badge color={CHANGE_COLOURS[position.Change]} variant="light" autoContrast>
                {t(`compare.change.${position.Change}`)}
              </Badge>
            </Group>
            {position.Change === 'changed' &&
            position.FromPosition !== null &&
            position.FromPosition !== position.ToPosition ? (
              <Text size="sm" mb="xs">
                {t('compare.moved', { from: position.FromPosition, to: position.ToPosition })}
              </Text>
            ) : null}
            {position.Changes.length > 0 ? (
              <ChangesTable changes={position.Changes} caption={t('compare.positionCaption', { position: place })} />
            ) : null}
          </Paper>
        );
      })}
      {diff.Terms.length > 0 ? (
        <Paper withBorder p="md" component="section" aria-labelledby="compare-terms">
          <Title order={3} size="h5" id="compare-terms" mb="xs">
            {t('compare.terms')}
          </Title>
          <ChangesTable changes={diff.Terms} caption={t('compare.terms')} />
        </Paper>
      ) : null}
      {diff.Totals.length > 0 ? (
        <Paper withBorder p="md" component="section" aria-labelledby="compare-totals">
          <Title order={3} size="h5" id="compare-totals" mb="xs">
            {t('compare.totals')}
          </Title>
          <ChangesTable changes={diff.Totals} caption={t('compare.totals')} />
        </Paper>
      ) : null}
    </Stack>
  );
};

/** /admin/document/revisions?from=&to=: what changed between two revisions of the current offer. */
export const RevisionCompare = () => {
  const { t } = useTranslation('document');
  const [params] = useSearchParams();
  const documentId = useAppStore((state) => state.document?.documentId ?? '');
  const brandPartnerId = useAppStore((state) => state.brandPartnerId) ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const query = useCompareRevisions({ documentId, brandPartnerId, from, to });
  return (
    <Stack gap="md">
      <Anchor component={Link} to={ADMIN_PAGES.document}>
        {t('compare.back')}
      </Anchor>
      {from === '' || to === '' || from === to ? (
        <Alert color="gray">{t('compare.pickTwo')}</Alert>
      ) : (
        <QueryState query={query} errorTitle={t('compare.loadFailed')}>
          {(diff) => <RevisionDiffView diff={diff} />}
        </QueryState>
      )}
    </Stack>
  );
};
