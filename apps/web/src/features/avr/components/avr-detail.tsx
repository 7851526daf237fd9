import { AVR_MESSAGES, AVR_REFUSAL_REASON_MAX, AVR_REFUSAL_REASON_MIN, type AvrDetail } from '@jetkiz/contract';
import { avrTermsOpen, ENTITY_TYPES, fillText } from '@jetkiz/domain';
import { Alert, Anchor, Button, Card, Group, Loader, Modal, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Term } from '../../../components/term.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldText, serverFieldErrors } from '../../../lib/field-message.tsx';
import { actNumber, date, dateTime, tenge } from '../../../lib/format.ts';
import { errorNode, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.ts';
import { getUserDataQueryOptions } from '../../identity/index.ts';
import { SignatureAction, useNcaLayer } from '../../signature/index.ts';
import {
  AvrDocumentMismatch,
  downloadAvrPackage,
  downloadAvrPdf,
  getAvrHtmlQueryOptions,
  getAvrQueryOptions,
  usePayAvr,
  useRefuseAvr,
  useSignAvr,
} from '../api/avr.ts';
import { AvrReplacementAlert } from './avr-replacement.tsx';
import { AvrSignatures } from './avr-signatures.tsx';
import { AvrStatusBadge } from './avr-status-badge.tsx';

/** The frame's height before its document has laid out, and the most it grows to (then it scrolls inside). */
const FRAME_HEIGHT = 560;
const FRAME_MAX_HEIGHT = 4000;

/**
 * The act as the server renders it, in a frame that runs no script (sandbox without allow-scripts). It keeps the
 * page's origin (allow-same-origin): a frame of an opaque origin is painted by another process, which headless
 * Chromium's screenshots (and some embedded views) leave blank; with no script able to run in it, the origin gives
 * the document nothing. The page reads its height once it has loaded, so the act reads as part of the page.
 */
const AvrDocument = ({ act }: { act: AvrDetail }) => {
  const { t } = useTranslation();
  const html = useQuery(getAvrHtmlQueryOptions(act.id));
  const [height, setHeight] = useState(FRAME_HEIGHT);
  if (html.isPending) return <Loader size="sm" />;
  if (html.isError) return <Text c="red.8">{errorNode(html.error)}</Text>;
  const fit = (frame: HTMLIFrameElement) => {
    const inner = frame.contentDocument?.documentElement.scrollHeight;
    if (inner) setHeight(Math.min(inner + 2, FRAME_MAX_HEIGHT));
  };
  return (
    <iframe
      title={t('avr.detail.documentFrame', { number: actNumber(act.number) })}
      sandbox="allow-same-origin"
      srcDoc={html.data}
      onLoad={(event) => fit(event.currentTarget)}
      style={{
        display: 'block',
        width: '100%',
        height,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 8,
        background: 'white',
      }}
    />
  );
};

const Download = ({ label, run }: { label: string; run: () => Promise<void> }) => {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await run();
        } catch (error) {
          notifyError(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
};

/** The signer's signature in NCALayer: the §8 «verification successful» or why it failed, beside the button. */
const SignPanel = ({ act }: { act: AvrDetail }) => {
  const { t } = useTranslation();
  const sign = useSignAvr(useNcaLayer());
  // An individual entrepreneur signs with their own key (an individual's, of their IIN), not an organisation's.
  const session = useSession();
  const { data: user } = useQuery(getUserDataQueryOptions(session.role, session.phone));
  const entrepreneur = user?.entityType === ENTITY_TYPES.individualEntrepreneur;
  const [note, setNote] = useState<ReactNode>(null);
  const run = () => {
    setNote(null);
    sign.mutate(act, {
      onSuccess: (result) => {
        if (result.status === 'cancelled') setNote(fieldText('avr.sign.cancelled'));
        else notifySuccess(t('avr.sign.success'));
      },
    });
  };
  const mismatch = sign.error instanceof AvrDocumentMismatch;
  // Always mounted (the act's refresh after signing hides it): the «verification successful» toast still comes.
  if (!act.actions.sign) return null;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="avr-sign-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="avr-sign-title">
          {t('avr.sign.title')}
        </Title>
        <Text size="sm">{t(entrepreneur ? 'avr.sign.leadEntrepreneur' : 'avr.sign.lead')}</Text>
        <SignatureAction
          label={t('avr.sign.button')}
          pending={sign.isPending}
          error={mismatch ? null : sign.error}
          onSign={run}
          // Spec §8: a signed act the server did not take is «AVR document sending error» with its reason.
          refusal={(reason, lang) => fillText(AVR_MESSAGES.sendError[lang], { reason })}
        />
        {mismatch && (
          <Alert color="red" role="alert">
            {t('avr.sign.mismatch')}
          </Alert>
        )}
        {note && (
          <Text size="sm" c="dimmed" role="status">
            {note}
          </Text>
        )}
      </Stack>
    </Card>
  );
};

/** Refusal with a written reason, within the refusal term (the server checks the term again). */
export const RefuseDialog = ({ act, opened, onClose }: { act: AvrDetail; opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const refuse = useRefuseAvr();
  const form = useForm({
    initialValues: { reason: '' },
    validate: {
      reason: (value) =>
        value.trim().length < AVR_REFUSAL_REASON_MIN ? fieldText('avr.refuse.tooShort', { min: AVR_REFUSAL_REASON_MIN }) : null,
    },
  });
  const submit = form.onSubmit(({ reason }) =>
    refuse.mutate(
      { id: act.id, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t('avr.refuse.success'));
          form.reset();
          onClose();
        },
        onError: (error) => {
          const { reason } = serverFieldErrors(error);
          if (reason) form.setFieldError('reason', reason);
        },
      },
    ),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('avr.refuse.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('avr.refuse.reason')}
            description={t('avr.refuse.reasonHint')}
            autosize
            minRows={3}
            maxLength={AVR_REFUSAL_REASON_MAX}
            required
            data-autofocus
            {...form.getInputProps('reason')}
          />
          {refuse.error && !(refuse.error instanceof ApiError && refuse.error.fields.reason) && (
            <Alert color="red" role="alert">
              {errorNode(refuse.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('avr.refuse.cancel')}
            </Button>
            <Button type="submit" color="red" loading={refuse.isPending}>
              {t('avr.refuse.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/** A post-paid act's payment from the wallet, with the penalty of spec §9 shown before paying. */
const PayPanel = ({ act }: { act: AvrDetail }) => {
  const { t } = useTranslation();
  const pay = usePayAvr();
  const due = act.due;
  if (!due) return null;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="avr-pay-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="avr-pay-title">
          {t('avr.pay.title')}
        </Title>
        <Stack component="dl" gap={2} m={0}>
          <Term label={t('avr.pay.amount')} value={tenge(due.amount)} />
          {due.penalty > 0 && <Term label={t('avr.pay.penalty', { days: due.daysLate })} value={tenge(due.penalty)} />}
          <Term label={t('avr.pay.total')} value={tenge(due.total)} />
        </Stack>
        {act.actions.pay && (
          <Button
            w={{ base: '100%', xs: 'fit-content' }}
            loading={pay.isPending}
            onClick={() =>
              pay.mutate(act.id, {
                onSuccess: (paid) =>
                  notifySuccess(t('avr.pay.success', { amount: tenge(paid.amount), balance: tenge(paid.balanceAfter) })),
              })
            }
          >
            {t('avr.pay.button')}
          </Button>
        )}
      </Stack>
    </Card>
  );
};

/** One act: number, period, totals, status and its history, the terms, the document, signatures and what to do. */
export const AvrDetailView = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const act = useQuery({ ...getAvrQueryOptions(id), meta: { silent: true } });
  const [refusing, setRefusing] = useState(false);
  usePageTitle(act.data ? actNumber(act.data.number) : t('avr.title'));
  const back = (
    <Anchor component={Link} to={paths.avrs} size="sm">
      ← {t('avr.detail.back')}
    </Anchor>
  );
  if (act.isPending) return <Loader size="sm" mt="xl" />;
  if (act.isError) {
    // An address whose id is no act's shape (the API's 400) names no act either. «Not found» is the page's heading, as
    // an order's: the shell moves the focus to a new page's heading, and a screen reader starts there.
    const notFound = act.error instanceof ApiError && [400, 404, 414].includes(act.error.status);
    return (
      <Stack gap="md" mt="xs">
        {back}
        {notFound ? (
          <Title order={1} size="h2">
            {t('avr.detail.notFound')}
          </Title>
        ) : (
          <Alert color="red" role="alert">
            {errorNode(act.error)}
          </Alert>
        )}
      </Stack>
    );
  }
  const a = act.data;
  const termsOpen = avrTermsOpen(a.avrStatusCode);
  // A post-paid act's payment term, until it is paid (a refused act is never due).
  const payBy = !a.paid && a.avrStatusCode !== 'refused' ? a.payBy : null;
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1}>{actNumber(a.number)}</Title>
        <AvrStatusBadge code={a.avrStatusCode} name={a.status} />
      </Group>
      {/* An English page writes the number in Latin letters; the document below keeps it as issued, in Cyrillic. */}
      {actNumber(a.number) !== a.number && (
        <Text size="sm" c="dimmed" mt={-12} data-testid="avr-issued-number">
          {t('avr.detail.issuedAs', { number: a.number })}
        </Text>
      )}
      {/* A prepaid act deemed accepted shows «paid»; its history still says it was deemed accepted. */}
      {a.history.some((event) => event.avrStatusCode === 'deemed_accepted') && (
        <Alert color="teal">{t('avr.detail.deemed')}</Alert>
      )}
      {a.refusalReason && (
        // The title in the text colour: Mantine's orange on the light orange ground is below WCAG contrast.
        <Alert color="orange" title={t('avr.detail.refusal')} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          {a.refusalReason}
        </Alert>
      )}
      <AvrReplacementAlert act={a} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" p="md">
          <Stack component="dl" gap={4} m={0}>
            <Term label={t('avr.detail.date')} value={date(a.date)} />
            <Term label={t('avr.detail.period')} value={`${date(a.periodStart)} – ${date(a.periodEnd)}`} />
            <Term label={t('avr.detail.orders')} value={String(a.orderCount)} />
            <Term label={t('avr.detail.amount')} value={tenge(a.amount)} />
            <Term label={t('avr.detail.vat', { rate: a.vatRate })} value={tenge(a.vat)} />
          </Stack>
        </Card>
        {/* Only the terms still running: a signed, refused or accepted act showed «Отказаться можно до …» as if it could. */}
        {(termsOpen || payBy) && (
          <Card withBorder radius="md" p="md" component="section" aria-labelledby="avr-terms-title">
            <Title order={2} size="h5" id="avr-terms-title" mb="xs">
              {t('avr.detail.deadlines')}
            </Title>
            <Stack component="dl" gap={4} m={0}>
              {termsOpen && <Term label={t('avr.detail.refuseBy')} value={date(a.refuseBy)} />}
              {termsOpen && <Term label={t('avr.detail.signBy')} value={date(a.signBy)} />}
              {termsOpen && <Term label={t('avr.detail.deemedAfter')} value={date(a.deemedAcceptedAfter)} />}
              {payBy && <Term label={t('avr.detail.payBy')} value={date(payBy)} />}
            </Stack>
          </Card>
        )}
      </SimpleGrid>

      <Group gap="xs">
        <Download label={t('avr.detail.downloadPdf')} run={() => downloadAvrPdf(a)} />
        {a.signatures.length > 0 && <Download label={t('avr.detail.downloadPackage')} run={() => downloadAvrPackage(a)} />}
        {a.actions.refuse && (
          <Button variant="light" color="red" onClick={() => setRefusing(true)}>
            {t('avr.refuse.button')}
          </Button>
        )}
      </Group>
      <SignPanel act={a} />
      <PayPanel act={a} />
      <RefuseDialog act={a} opened={refusing} onClose={() => setRefusing(false)} />

      <section aria-labelledby="avr-signatures-title">
        <Title order={2} size="h4" id="avr-signatures-title" mb="sm">
          {t('avr.detail.signatures')}
        </Title>
        <AvrSignatures signatures={a.signatures} />
      </section>

      <section aria-labelledby="avr-history-title">
        <Title order={2} size="h4" id="avr-history-title" mb="sm">
          {t('avr.detail.history')}
        </Title>
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {a.history.map((event) => (
            <Card component="li" key={`${event.avrStatusCode}-${event.at}`} withBorder radius="md" p="xs">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {event.status}
                </Text>
                <Text size="sm" c="dimmed">
                  {dateTime(event.at)} · {event.by ?? t('avr.detail.system')}
                </Text>
              </Group>
              {event.reason && <Text size="sm">{event.reason}</Text>}
            </Card>
          ))}
        </Stack>
      </section>

      <section aria-labelledby="avr-document-title">
        <Title order={2} size="h4" id="avr-document-title" mb="sm">
          {t('avr.detail.document')}
        </Title>
        <AvrDocument act={a} />
      </section>
    </Stack>
  );
};
