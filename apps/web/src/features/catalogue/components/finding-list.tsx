import '#web/lib/mantine-styles';
import type { CatalogueFinding } from '@door/contract';
import { Alert, List, Stack, Text } from '@mantine/core';
import './catalogue-pages.css';

/** Findings as a list, each with its place (a JSON pointer or a cell) and what is wrong there. */
export const FindingList = ({ findings, label }: { findings: CatalogueFinding[]; label: string }) => (
  <List size="sm" spacing={2} aria-label={label} data-testid="import-findings">
    {findings.map((finding) => (
      <List.Item key={`${finding.Path}|${finding.Code}|${finding.Message}`}>
        <Text span size="sm" className="cat-pages__code">
          {finding.Path}
        </Text>
        {': '}
        <Text span size="sm" c={finding.Severity === 'error' ? 'red' : undefined}>
          {finding.Message}
        </Text>
      </List.Item>
    ))}
  </List>
);

/** A refused import or check: the server's message and, when it has them, its findings place by place. */
export const RefusalAlert = ({
  title,
  problem,
  findings,
  findingsLabel,
}: {
  title: string;
  problem: string;
  findings: CatalogueFinding[];
  findingsLabel: string;
}) => (
  <Alert color="red" role="alert" title={title}>
    <Stack gap="xs">
      <Text size="sm">{problem}</Text>
      {findings.length > 0 ? <FindingList findings={findings} label={findingsLabel} /> : null}
    </Stack>
  </Alert>
);
