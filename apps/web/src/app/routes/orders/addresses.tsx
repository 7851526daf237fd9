import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressBook } from '../../../features/addresses/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

/** The company's address book page. */
export const AddressesRoute = () => {
  const { t } = useTranslation();
  usePageTitle(t('orders.addresses.title'));
  return (
    <>
      <Title order={1} mt="xs">
        {t('orders.addresses.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('orders.addresses.lead')}
      </Text>
      <AddressBook />
    </>
  );
};
