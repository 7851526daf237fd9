import {
  type CalcAnswer,
  FIELD_PROBLEMS,
  type LocalityOption,
  MONEY_MESSAGES,
  PACK_MESSAGES,
  PACK_SUMMARY_MESSAGE,
} from '@jetkiz/contract';
import { checkPack, parseNumberInput, tengeToTiyn } from '@jetkiz/domain';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Container,
  Grid,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { chosenQuote, getServicesQueryOptions, useCalculate } from '../../../features/calc/api/calc.ts';
import { TariffList } from '../../../features/calc/components/tariff-list.tsx';
import { LocalityPicker } from '../../../features/reference/components/locality-picker.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { isSignedIn, useSession } from '../../../lib/session.ts';

type PackForm = { key: number; length: string; width: string; height: string; physWeight: string; placeCnt: string };
let packKeys = 0;
const newPack = (): PackForm => ({ key: ++packKeys, length: '', width: '', height: '', physWeight: '', placeCnt: '1' });
const PACK_FIELDS = ['length', 'width', 'height', 'physWeight', 'placeCnt'] as const;
/** The address services follow the pickup and delivery switches; the rest are chosen here. */
const SWITCHED = new Set(['PICKUP_ADDRESS', 'DELIVERY_ADDRESS']);

const number = (text: string) => parseNumberInput(text) ?? (text.trim() ? Number.NaN : undefined);

/** The public calculator (spec §2): route, cargo by weight or by packs, declared value, services → tariffs. */
export const CalculatorRoute = () => {
  const { t } = useTranslation();
  const lang = currentLang();
  const navigate = useNavigate();
  const session = useSession();
  const location = useLocation();
  const carried = (location.state ?? {}) as { from?: LocalityOption; to?: LocalityOption };
  const [from, setFrom] = useState<LocalityOption | null>(carried.from ?? null);
  const [to, setTo] = useState<LocalityOption | null>(carried.to ?? null);
  const [fromAddress, setFromAddress] = useState(true);
  const [toAddress, setToAddress] = useState(true);
  const [mode, setMode] = useState<'weight' | 'packs'>('packs');
  const [weight, setWeight] = useState('');
  const [places, setPlaces] = useState('1');
  const [packs, setPacks] = useState<PackForm[]>(() => [newPack()]);
  const [declared, setDeclared] = useState('');
  const [services, setServices] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<CalcAnswer | null>(null);
  const calculate = useCalculate();
  const { data: catalogue } = useQuery(getServicesQueryOptions());

  const setPack = (i: number, field: Exclude<keyof PackForm, 'key'>, value: string) => {
    setPacks((list) => list.map((p, j) => (j === i ? { ...p, [field]: value } : p)));
    setErrors((e) => ({ ...e, [`packDtos.${i}.${field}`]: '' }));
  };

  const submit = () => {
    const found: Record<string, string> = {};
    let packProblem = false;
    if (!from) found.from = FIELD_PROBLEMS.required[lang];
    if (!to) found.to = FIELD_PROBLEMS.required[lang];
    const packDtos = packs.map((p) => Object.fromEntries(PACK_FIELDS.map((f) => [f, number(p[f])])));
    if (mode === 'packs') {
      packDtos.forEach((pack, i) => {
        for (const [field, problem] of Object.entries(checkPack(pack))) {
          found[`packDtos.${i}.${field}`] = PACK_MESSAGES[problem][lang];
          packProblem = true;
        }
      });
    } else {
      const problems = checkPack({ length: 1, width: 1, height: 1, physWeight: number(weight), placeCnt: number(places) });
      if (problems.physWeight) found.weight = PACK_MESSAGES[problems.physWeight][lang];
      if (problems.placeCnt) found.placeCnt = PACK_MESSAGES[problems.placeCnt][lang];
      packProblem = Boolean(problems.physWeight || problems.placeCnt);
    }
    const money = declared.trim() ? tengeToTiyn(parseNumberInput(declared) ?? declared) : null;
    if (money && !money.ok) found.declaredPrice = MONEY_MESSAGES[money.problem][lang];
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Spec §5/§8: client validation warns with «Внимание»; per pack, the exact-calculation message.
      notifyWarning(packProblem ? PACK_SUMMARY_MESSAGE[lang] : (Object.values(found)[0] ?? ''));
      return;
    }
    calculate.mutate(
      {
        company: isSignedIn(session) && session.role === 'company',
        body: {
          from: from?.kato,
          to: to?.kato,
          deliveryFromAddress: fromAddress,
          deliveryToAddress: toAddress,
          declaredPrice: money?.ok ? money.value / 100 : undefined,
          services,
          ...(mode === 'packs'
            ? { packDtos: packDtos.map((p, i) => ({ ...p, id: i + 1 })) }
            : { weight: number(weight), placeCnt: number(places) }),
        },
      },
      {
        onSuccess: setAnswer,
        onError: (error) => setErrors(error instanceof ApiError ? error.fields : {}),
      },
    );
  };

  const packError = (i: number, field: string) => errors[`packDtos.${i}.${field}`] || undefined;

  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('calc.title')}</Title>
      <Text mt="xs" mb="lg">
        {t('calc.lead')}
      </Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <Stack>
                <div>
                  <LocalityPicker label={t('calc.from')} direction="FROM" value={from} onChange={setFrom} required />
                  {errors.from && (
                    <Text size="xs" c="red.9" mt={4} role="alert">
                      {errors.from}
                    </Text>
                  )}
                </div>
                <div>
                  <LocalityPicker label={t('calc.to')} direction="TO" value={to} onChange={setTo} required />
                  {errors.to && (
                    <Text size="xs" c="red.9" mt={4} role="alert">
                      {errors.to}
                    </Text>
                  )}
                </div>
                <Stack gap={6}>
                  <Text size="sm" fw={500}>
                    {t('calc.pickup')}
                  </Text>
                  <SegmentedControl
                    aria-label={t('calc.pickup')}
                    value={fromAddress ? 'address' : 'terminal'}
                    onChange={(v) => setFromAddress(v === 'address')}
                    data={[
                      { value: 'address', label: t('calc.pickupAddress') },
                      { value: 'terminal', label: t('calc.pickupTerminal') },
                    ]}
                    fullWidth
                  />
                  <Text size="sm" fw={500}>
                    {t('calc.delivery')}
                  </Text>
                  <SegmentedControl
                    aria-label={t('calc.delivery')}
                    value={toAddress ? 'address' : 'terminal'}
                    onChange={(v) => setToAddress(v === 'address')}
                    data={[
                      { value: 'address', label: t('calc.deliveryAddress') },
                      { value: 'terminal', label: t('calc.deliveryTerminal') },
                    ]}
                    fullWidth
                  />
                </Stack>
                <SegmentedControl
                  aria-label={t('calc.mode')}
                  value={mode}
                  onChange={(v) => setMode(v as 'weight' | 'packs')}
                  data={[
                    { value: 'packs', label: t('calc.byPacks') },
                    { value: 'weight', label: t('calc.byWeight') },
                  ]}
                />
                {mode === 'weight' ? (
                  <SimpleGrid cols={2}>
                    <TextInput
                      label={t('calc.weight')}
                      inputMode="decimal"
                      value={weight}
                      onChange={(e) => setWeight(e.currentTarget.value)}
                      error={errors.weight}
                    />
                    <TextInput
                      label={t('calc.places')}
                      inputMode="numeric"
                      value={places}
                      onChange={(e) => setPlaces(e.currentTarget.value)}
                      error={errors.placeCnt}
                    />
                  </SimpleGrid>
                ) : (
                  packs.map((pack, i) => (
                    <Card
                      key={pack.key}
                      withBorder
                      p="sm"
                      radius="md"
                      component="fieldset"
                      aria-label={t('calc.pack', { n: i + 1 })}
                    >
                      <Group justify="space-between" mb={4}>
                        <Text fw={600} size="sm">
                          {t('calc.pack', { n: i + 1 })}
                        </Text>
                        {packs.length > 1 && (
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('calc.removePack', { n: i + 1 })}
                            onClick={() => setPacks((list) => list.filter((_, j) => j !== i))}
                          >
                            ×
                          </ActionIcon>
                        )}
                      </Group>
                      <SimpleGrid cols={{ base: 3 }} spacing="xs">
                        {(['length', 'width', 'height'] as const).map((field) => (
                          <TextInput
                            key={field}
                            label={t(`calc.${field}`)}
                            inputMode="decimal"
                            value={pack[field]}
                            onChange={(e) => setPack(i, field, e.currentTarget.value)}
                            error={packError(i, field)}
                          />
                        ))}
                        <TextInput
                          label={t('calc.packWeight')}
                          inputMode="decimal"
                          value={pack.physWeight}
                          onChange={(e) => setPack(i, 'physWeight', e.currentTarget.value)}
                          error={packError(i, 'physWeight')}
                        />
                        <TextInput
                          label={t('calc.packPlaces')}
                          inputMode="numeric"
                          value={pack.placeCnt}
                          onChange={(e) => setPack(i, 'placeCnt', e.currentTarget.value)}
                          error={packError(i, 'placeCnt')}
                        />
                      </SimpleGrid>
                    </Card>
                  ))
                )}
                {mode === 'packs' && packs.length < 20 && (
                  <Button variant="subtle" onClick={() => setPacks((list) => [...list, newPack()])}>
                    {t('calc.addPack')}
                  </Button>
                )}
                <TextInput
                  label={t('calc.declared')}
                  description={t('calc.declaredHint')}
                  inputMode="decimal"
                  value={declared}
                  onChange={(e) => setDeclared(e.currentTarget.value)}
                  error={errors.declaredPrice}
                />
                {catalogue && (
                  <Checkbox.Group label={t('calc.services')} value={services} onChange={setServices}>
                    <Stack gap={6} mt={6}>
                      {catalogue.services
                        .filter((s) => !SWITCHED.has(s.code))
                        .map((s) => (
                          <Checkbox key={s.code} value={s.code} label={`${s.name} (${s.price})`} />
                        ))}
                    </Stack>
                  </Checkbox.Group>
                )}
                <Button type="submit" size="md" loading={calculate.isPending}>
                  {t('calc.submit')}
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
                notifySuccess(t('calc.chosen'));
                navigate(isSignedIn(session) ? paths.newOrder : paths.login);
              }}
            />
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
};
