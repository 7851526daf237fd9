import { normalizeForSearch } from '@jetkiz/domain';
import { Card, Container, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTerminalsQueryOptions } from '../../../features/calc/index.ts';

/** Terminal addresses by region, with a search that forgives Kazakh letters typed as Russian ones. */
export const TerminalsRoute = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { data = [], isPending } = useQuery(getTerminalsQueryOptions());
  const needle = normalizeForSearch(search);
  const shown = data.filter((x) => !needle || normalizeForSearch(`${x.locality} ${x.region} ${x.address}`).includes(needle));
  const regions = [...new Set(shown.map((x) => x.region || x.locality))];
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('terminals.title')}</Title>
      <Text mt="xs" mb="lg">
        {t('terminals.lead')}
      </Text>
      <TextInput
        label={t('terminals.search')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
        mb="lg"
        type="search"
      />
      {isPending && <Loader size="sm" />}
      {!isPending && shown.length === 0 && <Text>{t('terminals.none')}</Text>}
      <Stack gap="xl">
        {regions.map((region) => (
          <section key={region}>
            <Title order={2} size="h4" mb="sm">
              {region}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {shown
                .filter((x) => (x.region || x.locality) === region)
                .map((x) => (
                  <Card key={x.id} withBorder radius="md">
                    <Text fw={700}>{x.locality}</Text>
                    <Text>{x.address}</Text>
                    <Text size="sm" mt="xs">
                      {t('terminals.hours')}: {x.hours}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('terminals.limits', { kg: x.maxWeightKg, cm: x.maxSideCm })}
                    </Text>
                  </Card>
                ))}
            </SimpleGrid>
          </section>
        ))}
      </Stack>
    </Container>
  );
};
