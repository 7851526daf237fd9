import { Anchor, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '../../components/layouts/public-layout.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

export const ContactsRoute = () => {
  const { t } = useTranslation();
  usePageTitle(t('contacts.title'));
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {t('contacts.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder>
          <Stack gap="xs">
            <Text fw={600}>{t('contacts.phone')}</Text>
            <Anchor href={telHref(SUPPORT_PHONE)}>{SUPPORT_PHONE}</Anchor>
            <Text fw={600} mt="sm">
              {t('contacts.email')}
            </Text>
            <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
            <Text fw={600} mt="sm">
              {t('contacts.address')}
            </Text>
            <Text>{t('contacts.addressValue')}</Text>
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap="xs">
            <Text fw={600}>{t('contacts.hours')}</Text>
            <Text>{t('contacts.hoursValue')}</Text>
            <Text>{t('contacts.weekend')}</Text>
          </Stack>
        </Card>
      </SimpleGrid>
    </Container>
  );
};
