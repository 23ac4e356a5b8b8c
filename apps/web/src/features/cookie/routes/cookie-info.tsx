import '#web/lib/mantine-styles';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { DataTable } from '#web/components/data-table';
import { PageTitle } from '#web/components/page-title';
import { useTranslation } from '#web/i18n';
import { cookieInfoPath } from '#web/lib/paths';
import { useAppStore } from '#web/stores/app-store';
import {
  COOKIE_PAGE,
  COOKIE_PAGE_LANGUAGES,
  isCookiePageLanguage,
  LANGUAGE_NOT_SUPPORTED,
  LISTED_COOKIES,
} from '../lib/cookie-content';

/** /cookie-info[/{language}]: the cookie page in sl, en, it, de, fr or hr; other languages are not supported. */
export const CookieInfoRoute = () => {
  const { t } = useTranslation('cookie');
  const { language: requested } = useParams();
  const appLanguage = useAppStore((state) => state.language);
  const language = (requested ?? appLanguage).toLowerCase();

  if (!isCookiePageLanguage(language)) {
    return (
      <Stack gap="lg" lang="en">
        <PageTitle title={LANGUAGE_NOT_SUPPORTED} />
      </Stack>
    );
  }
  const content = COOKIE_PAGE[language];
  return (
    <Stack gap="lg" lang={language} maw={880}>
      <PageTitle title={content.title} />
      <Text size="lg">{content.intro}</Text>
      <DataTable
        label={content.title}
        columns={[
          {
            id: 'name',
            header: content.columns.name,
            meta: { width: 160 },
            cell: ({ row }) => <code>{row.original.name}</code>,
          },
          {
            id: 'purpose',
            header: content.columns.purpose,
            meta: { width: 240 },
            cell: ({ row }) => content[row.original.purpose],
          },
          {
            id: 'duration',
            header: content.columns.duration,
            cell: ({ row }) => (row.original.session ? content.session : content.days),
          },
        ]}
        rows={[...LISTED_COOKIES]}
        rowId={(cookie) => cookie.name}
        emptyText=""
      />
      <Text>{content.outro}</Text>
      <nav aria-label={t('page.languages')}>
        <Group gap="md">
          <Text span fw={600} lang={appLanguage}>
            {t('page.languages')}:
          </Text>
          {COOKIE_PAGE_LANGUAGES.map((code) => (
            <Anchor
              key={code}
              component={Link}
              to={cookieInfoPath(code)}
              lang={code}
              aria-current={code === language ? 'page' : undefined}
              fw={code === language ? 700 : 400}
            >
              {COOKIE_PAGE[code].languageName}
            </Anchor>
          ))}
        </Group>
      </nav>
    </Stack>
  );
};
