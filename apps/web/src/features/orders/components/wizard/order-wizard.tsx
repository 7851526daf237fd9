import type { Quote } from '@jetkiz/contract';
import { formatTenge, plannedPickupDate, productSignOf, tengeToTiyn } from '@jetkiz/domain';
import { Alert, Button, Card, Group, Select, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { orderPath } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useErrorsInLanguage, useFormWarnings } from '../../../../lib/form-warnings.ts';
import { currentLang } from '../../../../lib/i18n.ts';
import { errorNode, notifySuccess } from '../../../../lib/notify.ts';
import type { Session } from '../../../../lib/session.ts';
import { chosenQuote } from '../../../calc/index.ts';
import { familyOf, findQuoteCalculation, getQuoteTerminalsQueryOptions, useCreateOrder } from '../../api/orders.ts';
import { displayDate, usePickupDates } from '../../lib/dates.ts';
import { DeliveryChoice } from './delivery-choice.tsx';
import { ParcelStep, type PromoInfo } from './parcel-step.tsx';
import { PartyFields } from './party-fields.tsx';
import { ReviewStep } from './review-step.tsx';
import { usePrefill } from './use-prefill.ts';
import classes from './wizard.module.css';
import {
  emptyWizard,
  LAST_STEP,
  stepErrors,
  stepOfField,
  toCreateInput,
  toPoint,
  WIZARD_STEPS,
  type WizardContext,
  wizardServerErrors,
} from './wizard-form.ts';

type Props = { quote: Quote; session: Session; priority: boolean; productSign: string | null };

/**
 * The order wizard: sender, recipient, parcel, review. The tariff is the one chosen in the calculator; its price is
 * the server's, the form only names the parties and the contents.
 */
export const OrderWizard = ({ quote, session, priority, productSign }: Props) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const narrow = useMediaQuery('(max-width: 48em)');
  const company = session.role === 'company';
  const family = familyOf(session.role, priority);
  const fromTerminal = !quote.deliveryFromAddress;
  const toTerminal = !quote.deliveryToAddress;
  const terminals = useQuery({
    ...getQuoteTerminalsQueryOptions(quote.calculatorId, company),
    enabled: fromTerminal || toTerminal,
  });
  const calculation = useMemo(() => findQuoteCalculation(client, quote.calculatorId), [client, quote.calculatorId]);
  // The earliest pickup date by the domain's one rule, moving on at the cut-off and at midnight.
  const { earliest, calendar } = usePickupDates();
  const create = useCreateOrder();
  const [step, setStep] = useState(0);
  const [promo, setPromo] = useState<PromoInfo>(null);
  const stepRef = useRef(0);
  stepRef.current = step;
  const cardRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  // A new step starts at its top (on a phone the previous one left the page scrolled to its buttons).
  useEffect(() => {
    if (shownStep.current !== step) cardRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    shownStep.current = step;
  }, [step]);
  // Written in the language of the moment (i18n.t, not this render's `t`): after a switch of language the form checks
  // its fields again on i18next's event, before this page renders in the new language, and the offer's «accept the
  // terms» under a Kazakh page stayed Russian (one language behind at each switch).
  const context = (): WizardContext => ({
    priority,
    fromTerminal,
    toTerminal,
    lang: currentLang(),
    texts: { chooseTerminal: i18n.t('orders.wizard.chooseTerminal'), acceptOffer: i18n.t('orders.review.acceptRequired') },
  });
  const quotedSign = productSignOf(quote.type);
  const form = useForm({
    // A priority order's product sign is the one its quote was priced for: the server refuses another.
    initialValues: emptyWizard(priority && quotedSign ? String(quotedSign) : productSign),
    // The domain's checks of the step on screen (party rules, contents, the offer) are the form's validators.
    validate: (values) => stepErrors(stepRef.current, values, context()),
  });
  // A priority order's client date when later: its calculation counted the days from it, and so does the order.
  const pickup = plannedPickupDate(earliest, priority ? form.getValues().clientDate : null, calendar);
  usePrefill(form, session, family, quote);
  const warn = useFormWarnings(form.errors, 'order-wizard');
  useErrorsInLanguage(form);

  const next = () => {
    const result = form.validate();
    if (result.hasErrors) {
      // One warning per distinct problem; each field also says its own, and fixing it clears it.
      warn(result.errors);
      return;
    }
    setStep(step + 1);
  };
  const submit = () => {
    if (form.validate().hasErrors) return;
    create.mutate(toCreateInput(form.getValues(), family, quote.calculatorId, context()), {
      onSuccess: (order) => {
        chosenQuote.set(null);
        notifySuccess(t('orders.wizard.created', { number: order.orderNumber }));
        // Straight on to paying (spec §4: calculation, tariff, order, then payment).
        navigate(`${orderPath(order.id, priority)}?pay=1`);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        if (error.errorCode.startsWith('PROMO_')) {
          form.setErrors({ promoCode: errorNode(error) });
          setPromo(null);
          setStep(2);
          return;
        }
        // The server's messages stay after a language switch, in the new language (a re-check by the form lost them).
        form.setErrors(wizardServerErrors(error));
        const steps = Object.keys(error.fields)
          .map(stepOfField)
          .filter((s): s is number => s !== null);
        if (steps.length) setStep(Math.min(...steps));
      },
    });
  };

  const terminalSelect = (which: 'from' | 'to') => (
    <>
      {terminals.isError && (
        // Spec §7: a failed terminal lookup says «request the address again», and here is how.
        <Alert color="red" mb="sm" role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('notify.addressAgain')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => terminals.refetch()}>
              {t('notify.requestAddress')}
            </Button>
          </Group>
        </Alert>
      )}
      <Select
        mb="md"
        required
        allowDeselect={false}
        label={t(which === 'from' ? 'orders.wizard.terminalFrom' : 'orders.wizard.terminalTo')}
        placeholder={t('orders.wizard.chooseTerminal')}
        data={((which === 'from' ? terminals.data?.from : terminals.data?.to) ?? []).map((x) => ({
          value: String(x.id),
          label: `${x.name} — ${x.address}`,
        }))}
        {...form.getInputProps(which === 'from' ? 'terminalFromId' : 'terminalToId')}
      />
    </>
  );
  const price = tengeToTiyn(quote.price);
  const stepLabel = (name: (typeof WIZARD_STEPS)[number]) => t(`orders.wizard.steps.${name}`);
  const panes = [
    <Fragment key="sender">
      {fromTerminal && terminalSelect('from')}
      <PartyFields
        form={form}
        party="sender"
        atTerminal={fromTerminal}
        company={company}
        addressBookKato={company ? quote.from.kato : undefined}
      />
    </Fragment>,
    <Fragment key="receiver">
      <DeliveryChoice form={form} quote={quote} priority={priority} />
      {toTerminal && !toPoint(form.getValues()) && terminalSelect('to')}
      <PartyFields
        form={form}
        party="receiver"
        atTerminal={toTerminal}
        company={company}
        addressBookKato={company ? quote.to.kato : undefined}
      />
    </Fragment>,
    <ParcelStep key="parcel" form={form} priority={priority} role={session.role} promo={promo} onPromo={setPromo} />,
    <ReviewStep
      key="review"
      form={form}
      quote={quote}
      terminals={terminals.data}
      calculation={calculation}
      pickup={pickup}
      promo={promo}
    />,
  ];

  return (
    <>
      <Title order={1} mb="xs">
        {priority ? t('orders.wizard.priorityTitle') : t('orders.wizard.title')}
      </Title>
      <Text mb="xs" fw={500}>
        {t('orders.wizard.summary', {
          carrier: quote.carrier.name,
          from: quote.from.name,
          to: quote.to.name,
          price: formatTenge(price.ok ? price.value : 0, currentLang()),
        })}
      </Text>
      <Text size="sm" c="dimmed" mb="lg">
        {/* A parcel the sender hands in at a terminal is not collected by a courier: the line said it would be. */}
        {t(fromTerminal ? 'orders.wizard.handInDate' : 'orders.wizard.pickupDate', { date: displayDate(pickup) })}
      </Text>
      <Card ref={cardRef} withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} style={{ scrollMarginTop: 72 }}>
        <Stepper
          active={step}
          onStepClick={(s) => s < step && setStep(s)}
          size="sm"
          classNames={narrow ? { steps: classes.compactSteps } : undefined}
        >
          {WIZARD_STEPS.map((name, i) => (
            <Stepper.Step
              key={name}
              label={narrow ? undefined : stepLabel(name)}
              aria-label={
                narrow ? t('orders.wizard.stepOf', { step: i + 1, count: WIZARD_STEPS.length, name: stepLabel(name) }) : undefined
              }
            >
              {narrow && (
                <Text fw={600} mb="sm">
                  {t('orders.wizard.stepOf', { step: i + 1, count: WIZARD_STEPS.length, name: stepLabel(name) })}
                </Text>
              )}
              {panes[i]}
            </Stepper.Step>
          ))}
        </Stepper>
        <Group justify="space-between" mt="xl">
          <Button variant="default" onClick={() => setStep(step - 1)} disabled={step === 0}>
            {t('orders.wizard.back')}
          </Button>
          {step < LAST_STEP ? (
            <Button onClick={next}>{t('orders.wizard.next')}</Button>
          ) : (
            <Button onClick={submit} loading={create.isPending}>
              {t('orders.wizard.submit')}
            </Button>
          )}
        </Group>
      </Card>
    </>
  );
};
