import type { CalcAnswer, LocalityOption } from '@jetkiz/contract';
import { almatyDate, parseNumberInput } from '@jetkiz/domain';
import { Alert, Button, Card, Container, Grid, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { chosenQuote, usePriorityCalculate } from '../../../features/calc/api/calc.ts';
import { TariffList } from '../../../features/calc/components/tariff-list.tsx';
import { LocalityPicker } from '../../../features/reference/components/locality-picker.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/** The priority (client) calculation of companies (spec §2): Jetkiz's fleet, product sign, date and days. */
export const PriorityRoute = () => {
  const { t } = useTranslation();
  const session = useSession();
  const calculate = usePriorityCalculate();
  const navigate = useNavigate();
  const [from, setFrom] = useState<LocalityOption | null>(null);
  const [to, setTo] = useState<LocalityOption | null>(null);
  const [sign, setSign] = useState('1');
  const [form, setForm] = useState({ physWeight: '', volume: '', placeCnt: '1', date: almatyDate(new Date()), daysCnt: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<CalcAnswer | null>(null);
  if (session.role !== 'company') {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow">{t('priority.companyOnly')}</Alert>
      </Container>
    );
  }
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
    error: errors[name === 'date' ? 'dateSlqClient' : name] || undefined,
  });
  const n = (text: string) => parseNumberInput(text) ?? undefined;
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('priority.title')}</Title>
      <Text mt="xs" mb="lg">
        {t('priority.lead')}
      </Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="lg" p="lg">
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                calculate.mutate(
                  {
                    from: from?.kato,
                    to: to?.kato,
                    physWeight: n(form.physWeight),
                    volume: n(form.volume),
                    placeCnt: n(form.placeCnt),
                    deliverySign: Number(sign),
                    dateSlqClient: form.date || undefined,
                    daysCnt: form.daysCnt ? n(form.daysCnt) : undefined,
                  },
                  { onSuccess: setAnswer, onError: (e) => setErrors(e instanceof ApiError ? e.fields : {}) },
                );
              }}
            >
              <Stack>
                <LocalityPicker label={t('calc.from')} direction="FROM" value={from} onChange={setFrom} required />
                <LocalityPicker label={t('calc.to')} direction="TO" value={to} onChange={setTo} required />
                <SegmentedControl
                  aria-label={t('priority.sign')}
                  value={sign}
                  onChange={setSign}
                  data={[
                    { value: '1', label: t('priority.standard') },
                    { value: '2', label: t('priority.express') },
                  ]}
                />
                <SimpleGrid cols={3} spacing="xs">
                  <TextInput label={t('priority.physWeight')} inputMode="decimal" {...field('physWeight')} />
                  <TextInput label={t('priority.volume')} inputMode="decimal" {...field('volume')} />
                  <TextInput label={t('calc.places')} inputMode="numeric" {...field('placeCnt')} />
                </SimpleGrid>
                <SimpleGrid cols={2} spacing="xs">
                  <TextInput label={t('priority.date')} type="date" {...field('date')} />
                  <TextInput label={t('priority.daysCnt')} inputMode="numeric" {...field('daysCnt')} />
                </SimpleGrid>
                {(errors.from || errors.to) && (
                  <Text size="sm" c="red.9" role="alert">
                    {errors.from ?? errors.to}
                  </Text>
                )}
                <Button type="submit" loading={calculate.isPending}>
                  {t('priority.submit')}
                </Button>
              </Stack>
            </form>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {answer && (
            <TariffList
              answer={answer}
              onOrder={(offer) => {
                chosenQuote.set(offer.calculatorId);
                navigate(`${paths.newOrder}?priority=1&sign=${sign}`);
              }}
            />
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
};
