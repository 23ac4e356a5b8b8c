import '#web/lib/mantine-styles';
import { formatMoney, type RevisionChange, type RevisionDiff, revisionLabel } from '@door/contract';
import { Alert, Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '#web/components/query-state';
import { useTranslation } from '#web/i18n';
import { ADMIN_PAGES } from '#web/lib/admin-redirects';
import { useAppStore } from '#web/stores/app-store';
import { useCompareRevisions } from '../api/compare-revisions';

const CHANGE_COLOURS = { added: 'green', removed: 'red', changed: 'blue' } as const;

/** Old → new values in a table: what, before, after (narrow enough for a 360 px phone without scrolling). */
const ChangesTable = ({ changes, label }: { changes: RevisionChange[]; label: string }) => {
  const { t } = useTranslation('document');
  const none = (
    <Text span c="dimmed" fz="sm">
      {t('compare.none')}
    </Text>
  );
  return (
    <Table striped fz="sm" horizontalSpacing="xs" className="revision-changes" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('compare.what')}</Table.Th>
          <Table.Th scope="col">{t('compare.before')}</Table.Th>
          <Table.Th scope="col">{t('compare.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => {
          // Amounts stay on one line (the label wraps instead); texts such as a parameter's value may break.
          const value = {
            overflowWrap: 'anywhere',
            whiteSpace: change.FromAmount === null && change.ToAmount === null ? 'normal' : 'nowrap',
          } as const;
          return (
            <Table.Tr key={`${change.Kind}|${change.Label}|${change.From}|${change.To}`} data-kind={change.Kind}>
              <Table.Th scope="row" fw={500} style={{ hyphens: 'auto', overflowWrap: 'anywhere' }}>
                {change.Label}
              </Table.Th>
              <Table.Td style={value}>
                {change.From === null ? (
                  none
                ) : (
                  <del style={{ color: 'var(--mantine-color-dimmed)' }}>{change.From}</del>
                )}
              </Table.Td>
              <Table.Td style={value}>
                {change.To === null ? none : <ins style={{ textDecoration: 'none', fontWeight: 600 }}>{change.To}</ins>}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
};

/** A titled section of changes (the terms, the totals); nothing when there are none. */
const ChangesSection = ({ id, title, changes }: { id: string; title: string; changes: RevisionChange[] }) =>
  changes.length === 0 ? null : (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      <ChangesTable changes={changes} label={title} />
    </Paper>
  );

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
            p={{ base: 'sm', sm: 'md' }}
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
            {position.Change === 'changed' ? null : (
              <Text size="sm">
                {t('compare.line', {
                  quantity: position.Quantity,
                  total: formatMoney(position.TotalPrice, diff.Currency),
                })}
              </Text>
            )}
            {position.Changes.length > 0 ? (
              <ChangesTable changes={position.Changes} label={t('compare.positionCaption', { position: place })} />
            ) : null}
          </Paper>
        );
      })}
      <ChangesSection id="compare-terms" title={t('compare.terms')} changes={diff.Terms} />
      <ChangesSection id="compare-totals" title={t('compare.totals')} changes={diff.Totals} />
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
