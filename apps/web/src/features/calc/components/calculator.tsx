import type { LocalityOption } from '@jetkiz/contract';
import { Button, Card, Grid, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './calc-form.module.css';
import { CalcResults } from './calc-results.tsx';
import { CargoFields } from './cargo-fields.tsx';
import { DeclaredField } from './declared-field.tsx';
import { useOrderTariff } from './order-tariff.ts';
import { RouteFields } from './route-fields.tsx';
import { ServicesField } from './services-field.tsx';
import { useCalcForm } from './use-calc-form.ts';

type Carried = { from?: LocalityOption | null; to?: LocalityOption | null };

/** The public calculator (spec §2): route, cargo by packs or by weight, declared value, services → tariffs. */
export const Calculator = ({ carried = {} }: { carried?: Carried }) => {
  const { t } = useTranslation();
  const { form, submit, pending, answer, asked, outdated } = useCalcForm('public', {
    from: carried.from ?? null,
    to: carried.to ?? null,
  });
  const order = useOrderTariff();
  const values = form.getValues();
  const switchProps = (field: 'fromAddress' | 'toAddress') => ({
    value: values[field] ? 'address' : 'terminal',
    onChange: (v: string) => form.setFieldValue(field, v === 'address'),
    fullWidth: true,
    className: classes.choice,
  });
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <form noValidate onSubmit={submit}>
            <Stack>
              <RouteFields form={form} />
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  {t('calc.pickup')}
                </Text>
                <SegmentedControl
                  aria-label={t('calc.pickup')}
                  {...switchProps('fromAddress')}
                  data={[
                    { value: 'address', label: t('calc.pickupAddress') },
                    { value: 'terminal', label: t('calc.pickupTerminal') },
                  ]}
                />
                <Text size="sm" fw={500}>
                  {t('calc.delivery')}
                </Text>
                <SegmentedControl
                  aria-label={t('calc.delivery')}
                  {...switchProps('toAddress')}
                  data={[
                    { value: 'address', label: t('calc.deliveryAddress') },
                    { value: 'terminal', label: t('calc.deliveryTerminal') },
                  ]}
                />
              </Stack>
              <CargoFields form={form} kind="public" />
              <DeclaredField form={form} />
              <ServicesField form={form} />
              <Button type="submit" size="md" loading={pending}>
                {t('calc.submit')}
              </Button>
            </Stack>
          </form>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <CalcResults answer={answer} asked={asked} outdated={outdated} onOrder={order} />
      </Grid.Col>
    </Grid>
  );
};
