import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title.ts';
import { CalendarTab } from './calendar-tab.tsx';
import { CarriersTab } from './carriers-tab.tsx';
import { PromosTab } from './promos-tab.tsx';
import { ServicesTab } from './services-tab.tsx';
import { TariffsTab } from './tariffs-tab.tsx';
import { TerminalsTab } from './terminals-tab.tsx';

/** The console's reference data: terminals, the own fleet's tariffs, services, next year's calendar, promo codes and carriers. */
export const ReferencePage = () => {
  const { t } = useTranslation();
  usePageTitle(t('opref.reference.title'));
  return (
    <Stack>
      <Title order={1}>{t('opref.reference.title')}</Title>
      <Tabs defaultValue="terminals" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="terminals">{t('opref.reference.terminals')}</Tabs.Tab>
          <Tabs.Tab value="tariffs">{t('opref.reference.tariffs')}</Tabs.Tab>
          <Tabs.Tab value="services">{t('opref.reference.services')}</Tabs.Tab>
          <Tabs.Tab value="calendar">{t('opref.reference.calendar')}</Tabs.Tab>
          <Tabs.Tab value="promos">{t('opref.reference.promos')}</Tabs.Tab>
          <Tabs.Tab value="carriers">{t('opref.reference.carriers')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="terminals" pt="md">
          <TerminalsTab />
        </Tabs.Panel>
        <Tabs.Panel value="tariffs" pt="md">
          <TariffsTab />
        </Tabs.Panel>
        <Tabs.Panel value="services" pt="md">
          <ServicesTab />
        </Tabs.Panel>
        <Tabs.Panel value="calendar" pt="md">
          <CalendarTab />
        </Tabs.Panel>
        <Tabs.Panel value="promos" pt="md">
          <PromosTab />
        </Tabs.Panel>
        <Tabs.Panel value="carriers" pt="md">
          <CarriersTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
