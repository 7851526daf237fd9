import { CONTENT_MESSAGE, describeIssues, FIELD_PROBLEMS, PARCEL_CONTENT_CODES, parcelContentName } from '@jetkiz/contract';
import { almatyDate, checkParty, createWorkCalendar, formatTenge, tengeToTiyn, withPrioritySenderName } from '@jetkiz/domain';
import { Alert, Button, Card, Container, Group, Select, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { orderPath, paths } from '../../../config/paths.ts';
import { chosenQuote, getQuoteQueryOptions } from '../../../features/calc/api/calc.ts';
import { familyOf, getQuoteTerminalsQueryOptions, useCreateOrder } from '../../../features/orders/api/orders.ts';
import { EMPTY_PARTY, type PartyDraft, PartyFields, toParty } from '../../../features/orders/components/party-fields.tsx';
import { checkPromoCode } from '../../../features/payments/api/payments.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLang, dateLocale } from '../../../lib/i18n.ts';
import { errorText, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';

const calendar = createWorkCalendar();

/** Shows a date of the business calendar as the reader expects it (Asia/Almaty). */
export const displayDate = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00+05:00`).toLocaleDateString(dateLocale(), {
    timeZone: 'Asia/Almaty',
  });

/**
 * The order wizard: sender, recipient, parcel, review. The tariff is the one chosen in the calculator; its
 * price is the server's, the form only names the parties and the contents.
 */
export const NewOrderRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const company = session.role === 'company';
  const [params] = useSearchParams();
  // A priority tariff (from the priority calculation) makes a priority order, with its own extra fields.
  const priority = company && params.get('priority') === '1';
  const family = familyOf(session.role, priority);
  const quoteId = chosenQuote.get();
  const quote = useQuery({ ...getQuoteQueryOptions(quoteId ?? ''), enabled: Boolean(quoteId) });
  const terminals = useQuery({
    ...getQuoteTerminalsQueryOptions(quoteId ?? '', company),
    enabled: Boolean(quote.data) && !(quote.data?.deliveryFromAddress && quote.data?.deliveryToAddress),
  });
  const create = useCreateOrder();
  const [step, setStep] = useState(0);
  const [sender, setSender] = useState<PartyDraft>(EMPTY_PARTY);
  const [receiver, setReceiver] = useState<PartyDraft>(EMPTY_PARTY);
  const [terminalFrom, setTerminalFrom] = useState<string | null>(null);
  const [terminalTo, setTerminalTo] = useState<string | null>(null);
  const [content, setContent] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [clientOrderNumber, setClientOrderNumber] = useState('');
  const [promoCode, setPromoCode] = useState('');
  const [promoInfo, setPromoInfo] = useState('');
  /** Asks whether the code works for this customer today, and says what it gives; the order applies it. */
  const applyPromo = async () => {
    setPromoInfo('');
    if (!promoCode.trim()) return;
    try {
      const promo = await checkPromoCode(session.role, promoCode.trim());
      setErrors(({ promoCode: _gone, ...rest }) => rest);
      setPromoInfo(
        promo.kind === 'percent'
          ? t('payments.promo.percent', { value: promo.value })
          : t('payments.promo.fixed', { value: formatTenge(Math.round(promo.value * 100), currentLang()) }),
      );
    } catch (error) {
      setErrors((previous) => ({ ...previous, promoCode: errorText(error) }));
    }
  };
  const [productSign, setProductSign] = useState<string | null>(params.get('sign'));
  const [deliveryType, setDeliveryType] = useState<string | null>(null);
  const [clientDate, setClientDate] = useState('');
  const [specialCondition, setSpecialCondition] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pickup = useMemo(() => calendar.workingDayOnOrAfter(almatyDate(new Date())), []);

  if (!quoteId || quote.isError) {
    return (
      <Container size="md" py="xl">
        <Title order={1} mb="lg">
          {t('orders.wizard.title')}
        </Title>
        <Alert color="yellow">
          <Text mb="sm">{quoteId ? t('orders.wizard.expired') : t('orders.wizard.noQuote')}</Text>
          <Button component={Link} to={paths.calculator} onClick={() => chosenQuote.set(null)}>
            {t('orders.wizard.toCalculator')}
          </Button>
        </Alert>
      </Container>
    );
  }
  const q = quote.data;
  if (!q) return null;
  const fromTerminal = !q.deliveryFromAddress;
  const toTerminal = !q.deliveryToAddress;
  const price = tengeToTiyn(q.price);

  /** Checks a step with the domain's rules; answers true when it may be left. */
  const checkStep = (current: number): boolean => {
    const lang = currentLang();
    let found: Record<string, string> = {};
    if (current === 0) {
      const party = toParty(sender, fromTerminal);
      found = describeIssues(checkParty(priority ? withPrioritySenderName(party) : party, 'sender'), lang);
      if (fromTerminal && !terminalFrom) found.terminalFromId = t('orders.wizard.chooseTerminal');
    }
    if (current === 1) {
      found = describeIssues(checkParty(toParty(receiver, toTerminal), 'receiver'), lang);
      if (toTerminal && !terminalTo) found.terminalToId = t('orders.wizard.chooseTerminal');
    }
    if (current === 2 && !content) found['parcelInfo.content'] = CONTENT_MESSAGE[currentLang()];
    if (current === 2 && priority && !productSign) found.productSign = FIELD_PROBLEMS.required[lang];
    setErrors(found);
    for (const message of new Set(Object.values(found))) notifyWarning(message);
    return Object.keys(found).length === 0;
  };
  const next = () => {
    if (checkStep(step)) setStep(step + 1);
  };
  const submit = () =>
    create.mutate(
      {
        family,
        terminalFromId: fromTerminal && terminalFrom ? Number(terminalFrom) : undefined,
        terminalToId: toTerminal && terminalTo ? Number(terminalTo) : undefined,
        body: {
          calculatorId: q.calculatorId,
          sender: toParty(sender, fromTerminal),
          receiver: toParty(receiver, toTerminal),
          parcelInfo: { content: content ?? '', description: description.trim() || null },
          clientOrderNumber: clientOrderNumber.trim() || null,
          promoCode: promoCode.trim() || null,
          ...(priority && {
            productSign: Number(productSign),
            deliveryType: deliveryType ? Number(deliveryType) : undefined,
            clientDate: clientDate || null,
            specialCondition: specialCondition.trim() || null,
          }),
        },
      },
      {
        onSuccess: (order) => {
          chosenQuote.set(null);
          notifySuccess(t('orders.wizard.created', { number: order.orderNumber }));
          // Straight on to paying (spec §4: calculation, tariff, order, then payment).
          navigate(`${orderPath(order.id, priority)}?pay=1`);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.errorCode.startsWith('PROMO_')) {
            setErrors({ promoCode: errorText(error) });
            setStep(2);
            return;
          }
          setErrors(error.fields);
          const keys = Object.keys(error.fields);
          if (keys.some((k) => k.startsWith('sender') || k === 'terminalFromId')) setStep(0);
          else if (keys.some((k) => k.startsWith('receiver') || k === 'terminalToId')) setStep(1);
          else if (keys.some((k) => k.startsWith('parcelInfo') || k === 'promoCode')) setStep(2);
        },
      },
    );

  const terminalSelect = (which: 'from' | 'to') => {
    const list = which === 'from' ? terminals.data?.from : terminals.data?.to;
    return (
      <Select
        mb="md"
        required
        label={t(which === 'from' ? 'orders.wizard.terminalFrom' : 'orders.wizard.terminalTo')}
        placeholder={t('orders.wizard.chooseTerminal')}
        data={(list ?? []).map((x) => ({ value: String(x.id), label: `${x.name} — ${x.address}` }))}
        value={which === 'from' ? terminalFrom : terminalTo}
        onChange={which === 'from' ? setTerminalFrom : setTerminalTo}
        error={errors[which === 'from' ? 'terminalFromId' : 'terminalToId']}
      />
    );
  };
  const partyLine = (d: PartyDraft) =>
    [d.companyName, `${d.lastName} ${d.firstName}`.trim(), d.phone].filter((s) => s.trim()).join(', ');

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="xs">
        {priority ? t('orders.wizard.priorityTitle') : t('orders.wizard.title')}
      </Title>
      <Text mb="xs" fw={500}>
        {t('orders.wizard.summary', {
          carrier: q.carrier.name,
          from: q.from.name,
          to: q.to.name,
          price: formatTenge(price.ok ? price.value : 0, currentLang()),
        })}
      </Text>
      <Text size="sm" c="dimmed" mb="lg">
        {t('orders.wizard.pickupDate', { date: displayDate(pickup) })}
      </Text>
      <Card withBorder radius="lg" p="lg">
        <Stepper active={step} onStepClick={(s) => s < step && setStep(s)} size="sm">
          <Stepper.Step label={t('orders.wizard.steps.sender')}>
            {fromTerminal && terminalSelect('from')}
            <PartyFields
              party="sender"
              value={sender}
              onChange={setSender}
              errors={errors}
              atTerminal={fromTerminal}
              addressBookKato={company ? q.from.kato : undefined}
            />
          </Stepper.Step>
          <Stepper.Step label={t('orders.wizard.steps.receiver')}>
            {toTerminal && terminalSelect('to')}
            <PartyFields
              party="receiver"
              value={receiver}
              onChange={setReceiver}
              errors={errors}
              atTerminal={toTerminal}
              addressBookKato={company ? q.to.kato : undefined}
            />
          </Stepper.Step>
          <Stepper.Step label={t('orders.wizard.steps.parcel')}>
            <Stack>
              <Select
                label={t('orders.wizard.content')}
                placeholder={t('orders.wizard.contentPlaceholder')}
                required
                data={PARCEL_CONTENT_CODES.map((code) => ({ value: code, label: parcelContentName(code, currentLang()) }))}
                value={content}
                onChange={setContent}
                error={errors['parcelInfo.content']}
              />
              <TextInput
                label={t('orders.wizard.description')}
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
                error={errors['parcelInfo.description']}
              />
              {priority && (
                <>
                  <Select
                    label={t('orders.wizard.productSign')}
                    required
                    data={[1, 2].map((n) => ({ value: String(n), label: t(`orders.productSigns.${n}`) }))}
                    value={productSign}
                    onChange={setProductSign}
                    error={errors.productSign}
                  />
                  <Select
                    label={t('orders.wizard.deliveryType')}
                    data={[1, 2, 3, 4].map((n) => ({ value: String(n), label: t(`orders.deliveryTypes.${n}`) }))}
                    value={deliveryType}
                    onChange={setDeliveryType}
                    error={errors.deliveryType}
                    clearable
                  />
                  <TextInput
                    label={t('orders.wizard.clientDate')}
                    type="date"
                    min={pickup}
                    value={clientDate}
                    onChange={(e) => setClientDate(e.currentTarget.value)}
                    error={errors.clientDate}
                  />
                  <TextInput
                    label={t('orders.wizard.specialCondition')}
                    value={specialCondition}
                    onChange={(e) => setSpecialCondition(e.currentTarget.value)}
                    error={errors.specialCondition}
                  />
                </>
              )}
              <TextInput
                label={t('orders.wizard.clientOrderNumber')}
                value={clientOrderNumber}
                onChange={(e) => setClientOrderNumber(e.currentTarget.value)}
              />
              <Group align="flex-start" gap="sm">
                <TextInput
                  label={t('orders.wizard.promoCode')}
                  value={promoCode}
                  onChange={(e) => {
                    setPromoCode(e.currentTarget.value);
                    setPromoInfo('');
                  }}
                  error={errors.promoCode}
                  description={promoInfo || undefined}
                  style={{ flex: 1 }}
                />
                <Button variant="light" mt={25} onClick={() => void applyPromo()} disabled={!promoCode.trim()}>
                  {t('payments.promo.check')}
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t('orders.wizard.steps.confirm')}>
            <Stack gap="xs">
              <Text>
                <b>{t('orders.detail.sender')}:</b> {partyLine(sender)}
              </Text>
              <Text>
                <b>{t('orders.detail.receiver')}:</b> {partyLine(receiver)}
              </Text>
              <Text>
                <b>{t('orders.detail.content')}:</b> {content && parcelContentName(content, currentLang())}{' '}
                {description && `— ${description}`}
              </Text>
              <Text>
                <b>{t('orders.detail.amount')}:</b> {formatTenge(price.ok ? price.value : 0, currentLang())}
              </Text>
            </Stack>
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between" mt="xl">
          <Button variant="default" onClick={() => setStep(step - 1)} disabled={step === 0}>
            {t('orders.wizard.back')}
          </Button>
          {step < 3 ? (
            <Button onClick={next}>{t('orders.wizard.next')}</Button>
          ) : (
            <Button onClick={submit} loading={create.isPending}>
              {t('orders.wizard.submit')}
            </Button>
          )}
        </Group>
      </Card>
    </Container>
  );
};
