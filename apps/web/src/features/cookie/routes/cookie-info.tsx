import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useTranslation } from '../../../i18n';
import { cookieInfoPath } from '../../../lib/paths';
import { useAppStore } from '../../../stores/app-store';
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
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{content.columns.name}</Table.Th>
              <Table.Th scope="col">{content.columns.purpose}</Table.Th>
              <Table.Th scope="col">{content.columns.duration}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {LISTED_COOKIES.map((cookie) => (
              <Table.Tr key={cookie.name}>
                <Table.Th scope="row">
                  <code>{cookie.name}</code>
                </Table.Th>
                <Table.Td>{content[cookie.purpose]}</Table.Td>
                <Table.Td>{cookie.session ? content.session : content.days}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
