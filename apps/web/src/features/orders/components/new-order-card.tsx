import { Button, Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** The dashboard's «new order» call to action: an order starts with a calculation (spec §4). */
export const NewOrderCard = () => {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="new-order-title">
      <Title order={2} size="h4" id="new-order-title">
        {t('cabinet.dashboard.newOrder')}
      </Title>
      <Text size="sm" c="dimmed" my="xs">
        {t('cabinet.dashboard.newOrderLead')}
      </Text>
      <Button component={Link} to={paths.calculator} w="fit-content">
        {t('cabinet.nav.newOrder')}
      </Button>
    </Card>
  );
};
