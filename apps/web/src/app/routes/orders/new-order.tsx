import { Alert, Button, Container, Loader, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { chosenQuote, getQuoteQueryOptions } from '../../../features/calc/index.ts';
import { getUserDataQueryOptions } from '../../../features/identity/index.ts';
import { OrderWizard, repeatSource } from '../../../features/orders/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.ts';

/** The order wizard's page: the chosen tariff's quote, or the way back to the calculator to choose one. */
export const NewOrderRoute = () => {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  // A priority tariff (from the priority calculation) makes a priority order, with its own extra fields.
  const priority = session.role === 'company' && params.get('priority') === '1';
  usePageTitle(priority ? t('orders.wizard.priorityTitle') : t('orders.wizard.title'));
  const { data: user } = useQuery(getUserDataQueryOptions(session.role, session.phone));
  const quoteId = chosenQuote.get();
  // A language switch asks again for the place names; the wizard (and what was typed) stays meanwhile.
  const quote = useQuery({
    ...getQuoteQueryOptions(quoteId ?? ''),
    enabled: Boolean(quoteId),
    placeholderData: keepPreviousData,
  });

  // A blocked customer would fill in four steps for an order the API refuses: the frame's banner says why, this page
  // what it means here, and the way back.
  if (user?.blocked) {
    return (
      <Container size="md" py="xl">
        <Title order={1} mb="lg">
          {t('orders.wizard.title')}
        </Title>
        <Text mb="md">{t('orders.wizard.blocked')}</Text>
        <Button component={Link} to={paths.cabinet} variant="default">
          {t('orders.wizard.toCabinet')}
        </Button>
      </Container>
    );
  }
  if (!quoteId || quote.isError) {
    return (
      <Container size="md" py="xl">
        <Title order={1} mb="lg">
          {t('orders.wizard.title')}
        </Title>
        <Alert color="yellow">
          <Text mb="sm">{quoteId ? t('orders.wizard.expired') : t('orders.wizard.noQuote')}</Text>
          {repeatSource.get() && <Text mb="sm">{t('orders.wizard.repeatHint')}</Text>}
          <Button component={Link} to={paths.calculator} onClick={() => chosenQuote.set(null)}>
            {t('orders.wizard.toCalculator')}
          </Button>
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      {quote.data ? (
        <OrderWizard quote={quote.data} session={session} priority={priority} productSign={params.get('sign')} />
      ) : (
        <Loader size="sm" aria-label={t('orders.wizard.loading')} />
      )}
    </Container>
  );
};
