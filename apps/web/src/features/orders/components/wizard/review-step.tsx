import { parcelContentName, type Quote, type Terminal } from '@jetkiz/contract';
import {
  addressLine,
  formatNumber,
  formatPhone,
  formatTenge,
  insuranceFee,
  normalizePhone,
  partyIdLabel,
  promoDiscount,
  tengeToTiyn,
} from '@jetkiz/domain';
import { Anchor, Card, Checkbox, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../config/paths.ts';
import { tenge } from '../../../../lib/format.ts';
import { currentLang } from '../../../../lib/i18n.ts';
import { getStreetTypesQueryOptions } from '../../../addresses/index.ts';
import { getServicesQueryOptions } from '../../../calc/index.ts';
import type { QuoteCalculation } from '../../api/orders.ts';
import { displayDate, useWorkCalendar } from '../../lib/dates.ts';
import type { PromoInfo } from './parcel-step.tsx';
import type { PartyDraft } from './party-fields.tsx';
import type { WizardValues } from './wizard-form.ts';

type Props = {
  form: UseFormReturnType<WizardValues>;
  quote: Quote;
  terminals: { from: Terminal[]; to: Terminal[] } | undefined;
  calculation: QuoteCalculation | null;
  pickup: string;
  promo: PromoInfo;
};

const tiynOf = (amount: number) => {
  const tiyn = tengeToTiyn(amount);
  return tiyn.ok ? tiyn.value : 0;
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={0}>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text component="div" fw={500}>
      {children}
    </Text>
  </Stack>
);

/** The last step: everything that will be ordered, and the acceptance of the public offer. */
export const ReviewStep = ({ form, quote, terminals, calculation, pickup, promo }: Props) => {
  const { t } = useTranslation();
  const lang = currentLang();
  const calendar = useWorkCalendar();
  const values = form.getValues();
  const streetTypes = useQuery(getStreetTypesQueryOptions());
  const services = useQuery({ ...getServicesQueryOptions(), enabled: quote.services.length > 0 });
  const streetType = (id: string) => streetTypes.data?.find((s) => String(s.id) === id)?.name ?? '';
  const place = (
    party: PartyDraft,
    atTerminal: boolean,
    terminalId: string | null,
    list: Terminal[] | undefined,
    locality: string,
  ) => {
    if (atTerminal) {
      const terminal = list?.find((x) => String(x.id) === terminalId);
      return terminal ? `${t('orders.detail.terminal')}: ${terminal.name} — ${terminal.address}` : t('orders.detail.terminal');
    }
    return addressLine({ ...party, locality, streetType: streetType(party.streetAbbrId) }, lang);
  };
  const partyCard = (title: string, party: PartyDraft, address: string) => (
    <Card withBorder radius="md" p="sm">
      <Title order={2} size="h5" mb={4}>
        {title}
      </Title>
      <Text fw={500}>{[party.companyName.trim(), `${party.lastName} ${party.firstName}`.trim()].filter(Boolean).join(', ')}</Text>
      <Text size="sm">{[formatPhone(normalizePhone(party.phone) ?? party.phone), party.email].filter(Boolean).join(' · ')}</Text>
      {party.iinOrBin && <Text size="sm">{t(`orders.review.${partyIdLabel(party.iinOrBin)}`, { number: party.iinOrBin })}</Text>}
      <Text size="sm" c="dimmed">
        {address}
      </Text>
      {party.notation && <Text size="sm">{party.notation}</Text>}
    </Card>
  );
  const total = tiynOf(quote.price);
  // The check answers a percentage (10 = 10 %) or tenge; the domain counts basis points and tiyn.
  const discount = promo
    ? promoDiscount(
        promo.kind === 'percent'
          ? { kind: 'percent', value: Math.round(promo.value * 100) }
          : { kind: 'fixed', value: tiynOf(promo.value) },
        total,
      )
    : 0;
  const delivery =
    calculation &&
    t('orders.detail.deliveryRange', {
      from: displayDate(calendar.addWorkingDays(pickup, calculation.deliveryDaysMin)),
      to: displayDate(calendar.addWorkingDays(pickup, calculation.deliveryDays)),
    });
  const insuranceOf = (declared: number | null) => {
    const tiyn = declared === null ? null : tengeToTiyn(declared);
    return formatTenge(insuranceFee(tiyn?.ok ? tiyn.value : null), lang);
  };
  const serviceNames = quote.services.map((code) => services.data?.services.find((s) => s.code === code)?.name ?? code);
  const pieces = calculation?.packs.length
    ? calculation.packs
        .map((p) => t('orders.review.pack', { count: p.placeCnt, kg: formatNumber(p.physWeight, lang, 3) }))
        .join('; ')
    : null;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {partyCard(
          t('orders.detail.sender'),
          values.sender,
          place(values.sender, !quote.deliveryFromAddress, values.terminalFromId, terminals?.from, quote.from.name),
        )}
        {partyCard(
          t('orders.detail.receiver'),
          values.receiver,
          place(values.receiver, !quote.deliveryToAddress, values.terminalToId, terminals?.to, quote.to.name),
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Row label={t('orders.review.tariff')}>
          {quote.carrier.name} · {quote.from.name} → {quote.to.name}
        </Row>
        <Row label={t('orders.detail.content')}>
          {values.content ? parcelContentName(values.content, lang) : '—'}
          {values.description.trim() && ` — ${values.description.trim()}`}
        </Row>
        <Row label={t('orders.review.pieces')}>
          {calculation ? t('orders.review.places', { count: calculation.placeCnt }) : null}
          {pieces && ` (${pieces})`}
          {calculation ? ' · ' : ''}
          {t('orders.review.chargeable', { kg: quote.chargeableWeight })}
        </Row>
        <Row label={t(quote.deliveryFromAddress ? 'orders.review.pickup' : 'orders.review.handIn')}>
          {t('orders.review.pickupFrom', { date: displayDate(pickup) })}
        </Row>
        <Row label={t('orders.detail.delivery')}>{delivery ?? t('orders.review.deliveryAfterPickup')}</Row>
        <Row label={t('orders.review.insurance')}>
          {/* The fee itself (spec §9: 0.5 % of the declared value, 100 ₸ without one or under 20 000 ₸): «без объявленной
              ценности» alone under «Страховка» read as no insurance at all. */}
          {quote.declaredPrice
            ? t('orders.review.declared', { fee: insuranceOf(quote.declaredPrice), amount: tenge(quote.declaredPrice) })
            : t('orders.review.noInsurance', { fee: insuranceOf(null) })}
        </Row>
        <Row label={t('orders.review.services')}>
          {serviceNames.length ? serviceNames.join(', ') : t('orders.review.noServices')}
        </Row>
        <Row label={t('orders.detail.amount')}>
          {discount > 0 ? (
            <>
              <Text span td="line-through" c="dimmed" mr={6}>
                {tenge(quote.price)}
              </Text>
              {formatTenge(total - discount, lang)}{' '}
              <Text span size="sm" c="dimmed">
                ({t('orders.review.promo', { code: values.promoCode.trim().toUpperCase() })})
              </Text>
            </>
          ) : (
            tenge(quote.price)
          )}
        </Row>
      </SimpleGrid>
      <Divider />
      <Checkbox
        required
        label={
          <>
            {t('orders.review.acceptBefore')} {/* The public offer page opens in a new tab, so the wizard keeps its answers. */}
            <Anchor href={paths.offer} target="_blank" rel="noopener">
              {t('orders.review.offerLink')}
            </Anchor>
            {t('orders.review.acceptAfter')}
          </>
        }
        {...form.getInputProps('offerAccepted', { type: 'checkbox' })}
      />
    </Stack>
  );
};
