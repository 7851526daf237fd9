import type { CalcAnswer, TariffOffer } from '@jetkiz/contract';
import { formatNumber, formatTenge, tengeToTiyn } from '@jetkiz/domain';
import { Alert, Badge, Button, Card, Collapse, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayMonth } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';

const tenge = (amount: number) => {
  const tiyn = tengeToTiyn(amount);
  return formatTenge(tiyn.ok ? tiyn.value : 0, currentLang());
};

const Offer = ({
  offer,
  cheapest,
  fastest,
  onOrder,
  outdated,
}: {
  offer: TariffOffer;
  cheapest: boolean;
  fastest: boolean;
  onOrder?: (offer: TariffOffer) => void;
  outdated?: boolean;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const days =
    offer.deliveryDaysMin === offer.deliveryDays
      ? t('calc.oneDay', { min: offer.deliveryDays })
      : t('calc.days', { min: offer.deliveryDaysMin, max: offer.deliveryDays });
  return (
    <Card withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap={6}>
            <Text fw={700}>{offer.carrier.name}</Text>
            <Badge variant="light" color="gray">
              {t(`calc.types.${offer.type}`)}
            </Badge>
            {cheapest && <Badge color="#1e6b34">{t('calc.cheapest')}</Badge>}
            {fastest && <Badge color="brand">{t('calc.fastest')}</Badge>}
          </Group>
          <Text size="sm">{offer.serviceName}</Text>
          <Text size="sm">
            {days} ·{' '}
            {offer.deliveryDateFrom === offer.deliveryDateTo
              ? t('calc.date', { date: dayMonth(offer.deliveryDateFrom) })
              : t('calc.dates', { from: dayMonth(offer.deliveryDateFrom), to: dayMonth(offer.deliveryDateTo) })}
          </Text>
        </Stack>
        <Stack gap={6} align="flex-end">
          <Text fw={800} size="xl">
            {tenge(offer.price)}
          </Text>
          <Group gap={6}>
            <Button variant="subtle" size="xs" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
              {open ? t('calc.hideDetails') : t('calc.details')}
            </Button>
            {onOrder && (
              <Button size="xs" disabled={outdated} onClick={() => onOrder(offer)}>
                {t('calc.order')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
      <Collapse expanded={open}>
        <Table mt="sm" withRowBorders={false} fz="sm">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>{t('calc.base')}</Table.Td>
              <Table.Td ta="right">{tenge(offer.breakdown.base)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('calc.insurance')}</Table.Td>
              <Table.Td ta="right">{tenge(offer.breakdown.insurance)}</Table.Td>
            </Table.Tr>
            {offer.breakdown.services.map((s) => (
              <Table.Tr key={s.code}>
                <Table.Td>{s.name}</Table.Td>
                <Table.Td ta="right">{tenge(s.amount)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td>{t('calc.total')}</Table.Td>
              <Table.Td ta="right">{tenge(offer.breakdown.total)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Collapse>
    </Card>
  );
};

/**
 * A tariff as the person tells it from the others: carrier, product and type. Not its quote id, which is new in each
 * answer: asked again in another language, every tariff was a new one and a breakdown opened to compare closed.
 */
const tariffKeys = (offers: TariffOffer[]): string[] => {
  const seen = new Map<string, number>();
  return offers.map((offer) => {
    const key = `${offer.carrier.code}:${offer.product}:${offer.type}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n === 0 ? key : `${key}:${n}`;
  });
};

/**
 * Tariffs side by side: sorted by price or days, the cheapest and the fastest marked, breakdown on demand.
 * `outdated` results (the inputs changed since) cannot be ordered.
 */
export const TariffList = ({
  answer,
  onOrder,
  outdated,
}: {
  answer: CalcAnswer;
  onOrder?: (offer: TariffOffer) => void;
  outdated?: boolean;
}) => {
  const { t } = useTranslation();
  const lang = currentLang();
  const [sort, setSort] = useState<'price' | 'days'>('price');
  const offers = [...answer.tariffs].sort((a, b) =>
    sort === 'price'
      ? a.price - b.price || a.deliveryDays - b.deliveryDays
      : a.deliveryDays - b.deliveryDays || a.price - b.price,
  );
  const keys = tariffKeys(offers);
  const cheapest = Math.min(...answer.tariffs.map((o) => o.price));
  const fastest = Math.min(...answer.tariffs.map((o) => o.deliveryDays));
  const w = answer.weights;
  return (
    <section aria-labelledby="tariffs-title">
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h3" id="tariffs-title">
            {t('calc.results')}
          </Title>
          <Text size="sm">
            {t('calc.weights', {
              chargeable: formatNumber(w.chargeableWeight, lang),
              phys: formatNumber(w.physWeight, lang, 3),
              vol: formatNumber(w.volumetricWeight, lang, 3),
              volume: formatNumber(w.volume, lang, 4),
            })}
          </Text>
        </Stack>
        <SegmentedControl
          aria-label={t('calc.sortBy')}
          value={sort}
          onChange={(v) => setSort(v as 'price' | 'days')}
          data={[
            { value: 'price', label: t('calc.sortPrice') },
            { value: 'days', label: t('calc.sortDays') },
          ]}
        />
      </Group>
      {answer.notes.map((note) => (
        <Alert key={note.carrier} color="yellow" mb="sm" title={note.carrier}>
          {note.message}
        </Alert>
      ))}
      {offers.length === 0 ? (
        <Text>{t('calc.noTariffs')}</Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('calc.results')}>
          {offers.map((offer, i) => (
            <Offer
              key={keys[i]}
              offer={offer}
              cheapest={offer.price === cheapest}
              fastest={offer.deliveryDays === fastest}
              onOrder={onOrder}
              outdated={outdated}
            />
          ))}
        </Stack>
      )}
    </section>
  );
};
