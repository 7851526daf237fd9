import { deliveryTypeName, type Quote } from '@jetkiz/contract';
import { DELIVERY_TYPE_RULES, defaultDeliveryType, deliveryTypesFor, formatNumber, isDeliveryTypeCode } from '@jetkiz/domain';
import { Select, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../../lib/i18n.ts';
import { getPickupPointsQueryOptions } from '../../../terminals/index.ts';
import type { WizardValues } from './wizard-form.ts';

type Props = { form: UseFormReturnType<WizardValues>; quote: Quote; priority: boolean };

/**
 * Where the parcel goes (spec §3, §5): the delivery types the quote fits (the domain's rule), and for Shop and
 * AgentPvz the store or pickup point from the carrier's list, with its hours and limits. A standard order starts on
 * the quote's own type (the door or a terminal); a priority order chooses one.
 */
export const DeliveryChoice = ({ form, quote, priority }: Props) => {
  const { t } = useTranslation();
  const lang = currentLang();
  const ownFleet = quote.carrier.code === 'JETKIZ';
  const offered = deliveryTypesFor({
    fromAddress: quote.deliveryFromAddress,
    toAddress: quote.deliveryToAddress,
    ownFleet,
    carrier: quote.carrier.code,
    fromKato: quote.from.kato,
    toKato: quote.to.kato,
  });
  const values = form.getValues();
  const code = Number(values.deliveryType);
  const kind = isDeliveryTypeCode(code) ? DELIVERY_TYPE_RULES[code].to : null;
  const pointKind = kind === 'store' || kind === 'pickupPoint' ? kind : null;
  const points = useQuery({
    ...getPickupPointsQueryOptions({
      kato: quote.to.kato,
      kind: pointKind ?? undefined,
      // Jetkiz's own fleet delivers to any carrier's point, as an agent; a partner only to its own.
      ...(ownFleet ? {} : { carrier: quote.carrier.code }),
    }),
    enabled: pointKind !== null,
  });
  // A standard order starts on its quote's type, so nothing has to be chosen for the usual door or terminal.
  useEffect(() => {
    if (!priority && !form.getValues().deliveryType)
      form.setFieldValue('deliveryType', String(defaultDeliveryType(quote.deliveryToAddress)));
  }, [form, priority, quote.deliveryToAddress]);
  return (
    <>
      <Select
        mb="md"
        required={priority}
        label={t('orders.wizard.deliveryType')}
        description={offered.some((c) => c === 6 || c === 7) ? t('orders.wizard.deliveryTypeHint') : undefined}
        data={offered.map((n) => ({ value: String(n), label: deliveryTypeName(n, lang) }))}
        {...form.getInputProps('deliveryType')}
        onChange={(value) => {
          form.setFieldValue('deliveryType', value);
          form.setFieldValue('pickupPointId', null);
          form.clearFieldError('deliveryType');
        }}
      />
      {pointKind && (
        <>
          <Select
            mb="md"
            required
            allowDeselect={false}
            searchable
            label={t('orders.wizard.pickupPoint')}
            placeholder={t('orders.wizard.choosePoint')}
            nothingFoundMessage={t('orders.wizard.noPoints')}
            data={(points.data ?? []).map((p) => ({
              value: String(p.id),
              label: `${p.name} — ${p.address} (${p.hours}; ${t('orders.wizard.pointLimits', {
                kg: formatNumber(p.maxWeightKg, lang),
                cm: formatNumber(p.maxSideCm, lang),
              })})`,
            }))}
            {...form.getInputProps('pickupPointId')}
          />
          {points.isSuccess && points.data.length === 0 && (
            <Text size="sm" c="red" mb="md">
              {t('orders.wizard.noPoints')}
            </Text>
          )}
        </>
      )}
    </>
  );
};
