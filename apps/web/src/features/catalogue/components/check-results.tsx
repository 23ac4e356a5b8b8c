import '#web/lib/mantine-styles';
import type { CatalogueDraftCheckReply } from '@door/contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '#web/i18n';

/** Whether a check lets the draft be published: no lint error and no failing test. */
export const canPublish = (check: CatalogueDraftCheckReply) =>
  check.Findings.every((finding) => finding.Severity !== 'error') && check.Tests.every((test) => test.Passed);

/**
 * What lint and the catalogue tests found in the draft: each finding and each failing test's failure names its
 * place, and opening it shows that entry's form.
 */
export const CheckResults = ({
  check,
  onOpen,
}: {
  check: CatalogueDraftCheckReply;
  onOpen: (path: string) => void;
}) => {
  const { t } = useTranslation('catalogue');
  const errors = check.Findings.filter((finding) => finding.Severity === 'error').length;
  const warnings = check.Findings.length - errors;
  const failing = check.Tests.filter((test) => !test.Passed);
  const findings = [...check.Findings, ...failing.flatMap((test) => test.Failures)];
  return (
    <Stack gap="xs" data-testid="check-results">
      <Group gap="xs" wrap="wrap" role="status">
        <Badge color={errors > 0 ? 'red' : 'green'} variant="light">
          {t('check.errors', { count: errors })}
        </Badge>
        <Badge color={warnings > 0 ? 'yellow' : 'gray'} variant="light">
          {t('check.warnings', { count: warnings })}
        </Badge>
        <Badge color={failing.length > 0 ? 'red' : 'green'} variant="light">
          {t('check.tests', { passed: check.Tests.length - failing.length, total: check.Tests.length })}
        </Badge>
      </Group>
      {findings.length === 0 ? (
        <Text size="sm">{t('check.clean')}</Text>
      ) : (
        <ul className="cat-findings">
          {findings.map((finding, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: findings come in the checker's order, without ids.
            <li key={index} className={`cat-finding cat-finding--${finding.Severity}`}>
              <span className="cat-finding__severity">{t(`check.severity.${finding.Severity}`)}</span>{' '}
              <button type="button" className="cat-link" onClick={() => onOpen(finding.Path)}>
                {finding.Message}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
};
