import type { OrderDetail } from '@jetkiz/contract';
import { addressLine, formatPhone, isTerminalAddress, partyIdLabel } from '@jetkiz/domain';
import { Card, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../../lib/i18n.ts';
import { getStreetTypesQueryOptions } from '../../../addresses/index.ts';

/** A sender or recipient of an order: name, contacts and where the parcel is collected or delivered. */
export const PartyCard = ({
  title,
  party,
  place,
  terminal,
}: {
  title: string;
  party: OrderDetail['sender'];
  place: string;
  /** The terminal the parcel is handed in or collected at: its address and hours, not the bare word «Терминал». */
  terminal?: OrderDetail['terminalFrom'];
}) => {
  const { t } = useTranslation();
  const streetTypes = useQuery(getStreetTypesQueryOptions());
  const streetType = streetTypes.data?.find((s) => s.id === party.streetAbbrId)?.name ?? '';
  const name = [party.companyName, [party.lastName, party.firstName].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const address = isTerminalAddress(party)
    ? terminal
      ? `${place}, ${t('orders.detail.terminal')}: ${terminal.name} — ${terminal.address}`
      : `${place}, ${t('orders.detail.terminal')}`
    : addressLine(
        {
          locality: place,
          streetType,
          street: party.street ?? '',
          house: party.house ?? '',
          flat: party.flat ?? '',
          office: party.office ?? '',
        },
        currentLang(),
      );
  return (
    <Card withBorder radius="lg" p="md">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Text fw={500}>{name}</Text>
      <Text>{formatPhone(party.phone)}</Text>
      {party.email && <Text size="sm">{party.email}</Text>}
      {party.iinOrBin && <Text size="sm">{t(`orders.review.${partyIdLabel(party.iinOrBin)}`, { number: party.iinOrBin })}</Text>}
      <Text size="sm" c="dimmed">
        {address}
      </Text>
      {terminal && isTerminalAddress(party) && (
        <Text size="sm" c="dimmed">
          {terminal.hours}
        </Text>
      )}
      {party.notation && <Text size="sm">{party.notation}</Text>}
    </Card>
  );
};
