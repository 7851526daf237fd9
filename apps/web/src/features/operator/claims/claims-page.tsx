import { claimAmountMessage, claimEndpoints, type decideClaimRoute, type OperatorClaim } from '@jetkiz/contract';
import { checkDecision, tengeToTiyn } from '@jetkiz/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FetchedImage } from '../../../components/fetched-image.tsx';
import { type ListColumn, PagedList } from '../../../components/paged-list.tsx';
import { fieldMessage, serverFieldErrors } from '../../../lib/field-message.tsx';
import { date, dateTime, tenge } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSingleMutation } from '../../../lib/single-mutation.ts';
import { callOperator, operatorObjectUrl } from '../api/client.ts';
import { requiredError } from '../form-checks.ts';
import { useStaffMay } from '../roles.ts';

const PAGE_SIZE = 25;
type Filter = 'all' | 'filed' | 'overdue' | 'compensated' | 'refused';

const statusColor = (c: OperatorClaim) =>
  c.status === 'refused' ? 'red' : c.status === 'compensated' ? 'green' : c.overdue ? 'orange' : 'blue';

/** A claim's photo, fetched with the staff token (an <img src> cannot carry it). */
const Photo = ({ claimId, photoId, n }: { claimId: string; photoId: string; n: number }) => {
  const { t } = useTranslation();
  return (
    <FetchedImage
      load={() => operatorObjectUrl(claimEndpoints.operatorGetClaimPhoto, { params: { id: claimId, photoId } })}
      height={120}
      alt={t('claims.photoAlt', { n })}
    />
  );
};

/** One claim: what the customer said, the photos, the computed compensation and the decision form. */
const ClaimDetail = ({ claim, onClose }: { claim: OperatorClaim; onClose: () => void }) => {
  const { t } = useTranslation();
  const mayDecide = useStaffMay<typeof decideClaimRoute>(['operator']);
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<'compensate' | 'refuse'>('compensate');
  const [amount, setAmount] = useState<number | string>(claim.computedCompensation);
  const [share, setShare] = useState<number | string>(claim.computedCompensation);
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Record<string, ReactNode>>({});
  const decide = useSingleMutation({
    mutationFn: () =>
      callOperator(claimEndpoints.operatorDecideClaim, {
        params: { id: claim.id },
        body: outcome === 'refuse' ? { outcome, reason } : { outcome, amount: Number(amount), carrierShare: Number(share) },
      }),
    onSuccess: () => {
      notifySuccess(t('claims.op.decided'));
      void client.invalidateQueries({ queryKey: ['operator', 'claims'] });
      onClose();
    },
    onError: (error) => {
      setFields(serverFieldErrors(error));
      notifyError(error);
    },
  });
  // The domain's rule before the call: above zero, at most the computed amount (the field is not clamped to it).
  const submit = () => {
    if (outcome === 'refuse') {
      const missing = requiredError(reason);
      if (missing) return setFields({ reason: missing });
    }
    if (outcome === 'compensate') {
      const money = (value: number | string) => {
        const parsed = tengeToTiyn(value === '' ? 0 : Number(value));
        return parsed.ok ? parsed.value : 0;
      };
      const computed = money(claim.computedCompensation);
      const check = checkDecision(computed, money(amount), money(share));
      if (!check.ok && check.problem !== 'carrierShare') {
        const { problem } = check;
        setFields({
          amount: fieldMessage((lang) => claimAmountMessage(problem, tenge(claim.computedCompensation, lang), lang)),
        });
        return;
      }
    }
    decide.mutate();
  };
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color={statusColor(claim)} variant="light">
          {claim.statusName}
        </Badge>
        <Text size="sm" c="dimmed">
          {claim.typeName} · {t('claims.op.order')} {claim.orderNumber} · {claim.customerName} · {claim.carrierName}
        </Text>
      </Group>
      <Text size="sm">
        {t('claims.claimed', { amount: tenge(claim.claimedAmount) })} ·{' '}
        {t('claims.op.reviewByDate', { date: date(claim.reviewBy) })}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{claim.description}</Text>
      {claim.photos.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {claim.photos.map((p, i) => (
            <Photo key={p.id} claimId={claim.id} photoId={p.id} n={i + 1} />
          ))}
        </SimpleGrid>
      )}
      {claim.status !== 'filed' && (
        <Alert color={claim.status === 'refused' ? 'red' : 'green'} variant="light">
          {claim.compensation !== null && t('claims.compensation', { amount: tenge(claim.compensation) })}
          {claim.refusalReason && t('claims.refused', { reason: claim.refusalReason })}
          {claim.decidedBy && ` · ${t('claims.op.decidedBy', { name: claim.decidedBy })}`}
        </Alert>
      )}
      {claim.status === 'filed' && mayDecide && (
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('claims.op.outcome')}
          </Title>
          <SegmentedControl
            value={outcome}
            onChange={(value) => setOutcome(value as typeof outcome)}
            data={[
              { value: 'compensate', label: t('claims.op.compensate') },
              { value: 'refuse', label: t('claims.op.refuse') },
            ]}
          />
          {outcome === 'compensate' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label={t('claims.op.amount')}
                description={t('claims.op.amountHint', { amount: tenge(claim.computedCompensation) })}
                value={amount}
                onChange={setAmount}
                min={0}
                max={claim.computedCompensation}
                clampBehavior="none"
                decimalScale={2}
                error={fields.amount}
              />
              <NumberInput
                label={t('claims.op.carrierShare')}
                value={share}
                onChange={setShare}
                min={0}
                decimalScale={2}
                error={fields.carrierShare}
              />
            </SimpleGrid>
          ) : (
            <Textarea
              label={t('claims.op.reason')}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setFields(({ reason: _, ...rest }) => rest);
              }}
              maxLength={1000}
              autosize
              minRows={2}
              error={fields.reason}
              required
            />
          )}
          <Group justify="flex-end">
            <Button onClick={submit} loading={decide.isPending}>
              {t('claims.op.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
};

/** «Претензии / Шағымдар / Claims»: every claim, oldest review term first, by status or overdue; one opens to decide. */
export const ClaimsPage = () => {
  const { t, i18n } = useTranslation();
  usePageTitle(t('claims.op.title'));
  const [params, setParams] = useSearchParams();
  const filter: Filter = params.get('overdue') === 'true' ? 'overdue' : ((params.get('status') as Filter | null) ?? 'all');
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const query =
    filter === 'overdue' ? { overdue: true } : filter === 'all' ? {} : { status: filter as Exclude<Filter, 'all' | 'overdue'> };
  const list = useQuery({
    // The server names types and statuses in the caller's language: another language is another answer.
    queryKey: ['operator', 'claims', filter, page, i18n.language],
    queryFn: ({ signal }) =>
      callOperator(claimEndpoints.operatorListClaims, { query: { ...query, page, itemsPerPage: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const open = list.data?.content.find((c) => c.id === openId) ?? null;
  const choose = (next: string) => {
    setPage(0);
    setParams(next === 'overdue' ? { overdue: 'true' } : next === 'all' ? {} : { status: next });
  };
  const columns: ListColumn<OperatorClaim>[] = [
    {
      key: 'number',
      header: t('claims.op.order'),
      role: 'title',
      cell: (c) => (
        <Button variant="subtle" size="compact-sm" onClick={() => setOpenId(c.id)}>
          {c.number} · {c.typeName}
        </Button>
      ),
    },
    { key: 'customer', header: t('claims.op.customer'), cell: (c) => c.customerName },
    { key: 'filed', header: t('claims.op.filedAt'), cell: (c) => dateTime(c.filedAt) },
    { key: 'review', header: t('claims.op.reviewBy'), cell: (c) => date(c.reviewBy) },
    { key: 'carrier', header: t('claims.op.carrier'), cell: (c) => c.carrierName },
    {
      key: 'amount',
      header: t('claims.op.computed'),
      role: 'amount',
      align: 'right',
      cell: (c) => tenge(c.computedCompensation),
    },
    {
      key: 'status',
      header: t('claims.op.status'),
      role: 'status',
      cell: (c) => (
        <Badge color={statusColor(c)} variant="light">
          {c.statusName}
        </Badge>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>{t('claims.op.title')}</Title>
      <SegmentedControl
        value={filter}
        onChange={choose}
        data={[
          { value: 'all', label: t('claims.op.all') },
          { value: 'filed', label: t('claims.op.underReview') },
          { value: 'overdue', label: t('claims.op.overdue') },
          { value: 'compensated', label: t('claims.op.compensated') },
          { value: 'refused', label: t('claims.op.refused') },
        ]}
      />
      <PagedList
        label={t('claims.op.title')}
        columns={columns}
        rows={list.data?.content}
        rowKey={(c) => c.id}
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.totalElements ?? 0}
        onPage={setPage}
        loading={list.isPending}
        error={list.error}
        empty={t('claims.op.empty')}
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpenId(null)}
        title={open ? t('claims.number', { number: open.number }) : ''}
        size="lg"
      >
        {open && <ClaimDetail claim={open} onClose={() => setOpenId(null)} />}
      </Modal>
    </Stack>
  );
};
