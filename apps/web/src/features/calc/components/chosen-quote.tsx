import { formatTenge, tengeToTiyn } from '@jetkiz/domain';
import { Alert, Button, Card, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { dateTime } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { chosenQuote, getQuoteQueryOptions } from '../api/calc.ts';

/** The tariff chosen in the calculator, read back from the server (so its price cannot have been changed). */
export const ChosenQuote = () => {
  const { t } = useTranslation();
  const [id, setId] = useState(chosenQuote.get);
  const { data: quote, isError } = useQuery({ ...getQuoteQueryOptions(id ?? ''), enabled: Boolean(id) });
  if (!id) return null;
  const forget = () => {
    chosenQuote.set(null);
    setId(null);
  };
  if (isError) {
    return (
      <Alert color="yellow" mt="lg" title={t('quote.title')}>
        {t('quote.expired')}{' '}
        <Button component={Link} to={paths.calculator} size="xs" variant="light" onClick={forget}>
          {t('quote.recalculate')}
        </Button>
      </Alert>
    );
  }
  if (!quote) return null;
  const price = tengeToTiyn(quote.price);
  return (
    <Card withBorder radius="lg" p="lg" mt="lg" component="section" aria-labelledby="quote-title">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4" id="quote-title">
            {t('quote.title')}
          </Title>
          <Text mt={4} fw={600}>
            {t('quote.route', { from: quote.from.name, to: quote.to.name })} · {quote.carrier.name}
          </Text>
          <Text>{t('quote.price', { price: formatTenge(price.ok ? price.value : 0, currentLang()) })}</Text>
          <Text size="sm">{t('quote.weight', { kg: quote.chargeableWeight })}</Text>
          <Text size="sm" c="dimmed">
            {t('quote.until', { time: dateTime(quote.expiresAt) })}
          </Text>
          <Text size="sm" mt="xs">
            {t('quote.next')}
          </Text>
          <Button component={Link} to={paths.newOrder} mt="sm">
            {t('quote.order')}
          </Button>
        </div>
        <Button variant="subtle" size="xs" onClick={forget}>
          {t('quote.forget')}
        </Button>
      </Group>
    </Card>
  );
};
