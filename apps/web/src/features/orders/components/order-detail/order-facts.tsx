import { deliveryTypeName, type OrderDetail } from '@jetkiz/contract';
import { isTerminalAddress } from '@jetkiz/domain';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTime, tenge } from '../../../../lib/format.ts';
import { currentLang } from '../../../../lib/i18n.ts';
import { displayDate, orderDatesOf, useWorkCalendar } from '../../lib/dates.ts';

const Field = ({ label, value }: { label: string; value: string | number | null | undefined }) =>
  value === null || value === undefined || value === '' ? null : (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  );

/** An order's numbers, dates and amounts; its dates are the API's expected dates or the domain's one rule, so they never contradict. */
export const OrderFacts = ({ order: o }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const dates = orderDatesOf(o, useWorkCalendar());
  const promoApplied = Boolean(o.promoCode) && o.totalWithPromo !== o.totalAmount;
  return (
    <Card withBorder radius="lg" p="lg" mb="md">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
        <Field label={t('orders.detail.carrierTrack')} value={o.carrierTrackingNumber} />
        <Field label={t('orders.detail.clientNumber')} value={o.clientOrderNumber} />
        <Field label={t('orders.detail.carrier')} value={o.carrier} />
        <Field label={t('orders.detail.created')} value={dateTime(o.createdAt)} />
        <Field label={t('orders.detail.createdBy')} value={o.createdBy?.name} />
        {dates.pickup && (
          <Field
            // A sender who hands the parcel in at a terminal is not collected: «Ожидаемый забор» said the opposite.
            label={t(
              isTerminalAddress(o.sender)
                ? dates.pickup.booked
                  ? 'orders.detail.handIn'
                  : 'orders.detail.estimatedHandIn'
                : dates.pickup.booked
                  ? 'orders.detail.pickup'
                  : 'orders.detail.estimatedPickup',
            )}
            value={displayDate(dates.pickup.date)}
          />
        )}
        {dates.delivery?.kind === 'expected' && (
          <Field
            label={t('orders.detail.delivery')}
            value={
              // A promise of one day (a priority order's own days) is that day: «с 14.12.2026 по 14.12.2026» read oddly.
              dates.delivery.from === dates.delivery.to
                ? displayDate(dates.delivery.from)
                : t('orders.detail.deliveryRange', {
                    from: displayDate(dates.delivery.from),
                    to: displayDate(dates.delivery.to),
                  })
            }
          />
        )}
        {dates.delivery?.kind === 'delivered' && (
          <Field label={t('orders.detail.deliveredOn')} value={displayDate(dates.delivery.date)} />
        )}
        <Field label={t('orders.detail.amount')} value={tenge(o.totalAmount)} />
        {promoApplied && <Field label={t('orders.detail.amountPromo', { code: o.promoCode })} value={tenge(o.totalWithPromo)} />}
        <Field label={t('orders.detail.places')} value={o.placeCnt} />
        <Field label={t('orders.detail.weight')} value={t('orders.detail.kg', { kg: o.chargeableWeight })} />
        <Field label={t('orders.detail.declared')} value={o.declaredPrice === null ? null : tenge(o.declaredPrice)} />
        {o.productSign && <Field label={t('orders.wizard.productSign')} value={t(`orders.productSigns.${o.productSign}`)} />}
        {o.deliveryType && (
          <Field
            label={t('orders.wizard.deliveryType')}
            value={o.deliveryTypeName ?? deliveryTypeName(o.deliveryType, currentLang())}
          />
        )}
        {/* The priority client's date is at 10:00 like pickup dates (spec §9): «DD.MM.YYYY 10:00». */}
        <Field label={t('orders.wizard.clientDate')} value={o.clientDate?.slice(0, 16)} />
      </SimpleGrid>
    </Card>
  );
};
