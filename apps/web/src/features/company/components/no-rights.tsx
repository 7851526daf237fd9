import type { CompanyRole } from '@jetkiz/contract';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

/**
 * What a company user sees on a page their roles do not open: which role it needs and whom to ask — never a blank
 * page or a row of «no rights» toasts from the page's own calls (the gate does not render the page at all). A person
 * (`person`) is told the section is a company's: there is no administrator to ask. A section that either of two
 * roles opens (the acts: finance or signer) names both.
 */
export const NoRights = ({ need, person = false }: { need: CompanyRole | readonly CompanyRole[]; person?: boolean }) => {
  const { t } = useTranslation();
  const [role, other] = typeof need === 'string' ? [need] : need;
  const roleName = (r: CompanyRole | undefined) => (r ? t(`company.roles.${r}`) : '');
  const text = other
    ? t('company.noRights.textEither', { role: roleName(role), other: roleName(other) })
    : t('company.noRights.text', { role: roleName(role) });
  const title = t(person ? 'company.noRights.companyTitle' : 'company.noRights.title');
  usePageTitle(title);
  return (
    <Card withBorder radius="lg" p="xl" mt="xs" component="section" aria-labelledby="no-rights-title">
      <Stack gap="sm" maw={560}>
        <Title order={1} size="h2" id="no-rights-title">
          {title}
        </Title>
        <Text>{person ? t('company.noRights.companyText') : text}</Text>
        <Text c="dimmed" size="sm">
          {t('company.noRights.hint')}
        </Text>
        <Anchor component={Link} to={paths.cabinet} fw={600}>
          {t('company.noRights.back')}
        </Anchor>
      </Stack>
    </Card>
  );
};
