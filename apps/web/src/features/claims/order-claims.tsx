import { CLAIM_ERRORS, type Claim, claimAmountMessage, type OrderClaims, type OrderFamily } from '@jetkiz/contract';
import { checkClaimedAmount, tengeToTiyn } from '@jetkiz/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  FileButton,
  Group,
  Image,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FetchedImage } from '../../components/fetched-image.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { fieldMessage, fieldText, serverFieldErrors, textOf } from '../../lib/field-message.tsx';
import { date, dateTime, tenge } from '../../lib/format.ts';
import { errorNode, notifyError, notifySuccess, notifyWarning } from '../../lib/notify.ts';
import { downloadReceipt } from '../payments/index.ts';
import {
  type ClaimFamily,
  claimFamilyOf,
  claimPhotoUrl,
  downloadClaimLetter,
  orderClaimsQueryOptions,
  useFileClaim,
} from './api.ts';

const MAX_PHOTOS = 5;
const MAX_BYTES = 10 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/heif'];
/**
 * Whether the browser can read the picture (HEIC it mostly cannot: the server reads those). Where the browser has no
 * decoder to ask, the server's check stands.
 */
const readable = async (file: File): Promise<boolean> => {
  if (/\.hei[cf]$/i.test(file.name) || /heic|heif/.test(file.type) || typeof createImageBitmap !== 'function') return true;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
};

const isPhoto = (file: File) => PHOTO_TYPES.includes(file.type) || /\.(jpe?g|png|heic|heif)$/i.test(file.name);

const statusColor = (claim: Claim) =>
  claim.status === 'refused' ? 'red' : claim.status === 'compensated' ? 'green' : claim.overdue ? 'orange' : 'blue';

/** One claim on the order page: its status, term, decision, the letter and the compensation's receipt. */
const ClaimLine = ({ claim, family }: { claim: Claim; family: ClaimFamily }) => {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" p="sm" data-testid="claim">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>
          {t('claims.number', { number: claim.number })} · {claim.typeName}
        </Text>
        <Badge color={statusColor(claim)} variant="light">
          {claim.statusName}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {dateTime(claim.filedAt)} · {t('claims.claimed', { amount: tenge(claim.claimedAmount) })}
      </Text>
      {claim.status === 'filed' && <Text size="sm">{t('claims.reviewBy', { date: date(claim.reviewBy) })}</Text>}
      {claim.compensation !== null && (
        <Text size="sm" fw={500}>
          {t('claims.compensation', { amount: tenge(claim.compensation) })} ·{' '}
          {claim.paidAt
            ? t('claims.paidAt', { date: date(claim.paidAt) })
            : claim.payBy && t('claims.payBy', { date: date(claim.payBy) })}
        </Text>
      )}
      {claim.refusalReason && <Text size="sm">{t('claims.refused', { reason: claim.refusalReason })}</Text>}
      {claim.photos.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} mt="xs" aria-label={t('claims.photos')}>
          {claim.photos.map((p, i) => (
            <FetchedImage
              key={p.id}
              load={() => claimPhotoUrl(family, claim.id, p.id)}
              height={80}
              alt={t('claims.photoAlt', { n: i + 1 })}
            />
          ))}
        </SimpleGrid>
      )}
      <Group gap="xs" mt="xs">
        <Button size="xs" variant="light" onClick={() => void downloadClaimLetter(family, claim.id).catch(notifyError)}>
          {t('claims.letter')}
        </Button>
        {claim.movementId && (
          <Button size="xs" variant="subtle" onClick={() => void downloadReceipt(claim.movementId ?? '').catch(notifyError)}>
            {t('claims.receipt')}
          </Button>
        )}
      </Group>
    </Card>
  );
};

/** A chosen photo with its preview (an object URL, freed when it goes). */
const Preview = ({ file, onRemove }: { file: File; onRemove: () => void }) => {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return (
    <Card withBorder p={4} radius="md" pos="relative">
      {/* HEIC has no preview in most browsers: its name stands in. */}
      {/\.hei[cf]$/i.test(file.name) ? (
        <Text size="xs" p="xs">
          {file.name}
        </Text>
      ) : (
        <Image src={url} alt={file.name} h={80} fit="cover" radius="sm" />
      )}
      <CloseButton size="sm" pos="absolute" top={4} right={4} aria-label={t('claims.removePhoto')} onClick={onRemove} />
    </Card>
  );
};

/** The claim form: type, description, amount (at most the rule's), photos with previews and the §8 image errors. */
const ClaimForm = ({ options, family, onDone }: { options: OrderClaims; family: ClaimFamily; onDone: () => void }) => {
  const { t } = useTranslation();
  const first = options.types[0];
  const [type, setType] = useState(first?.type ?? 'damage');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [photos, setPhotos] = useState<File[]>([]);
  // Each message in the page's language whenever shown: after a switch of language the new one says it.
  const [photoError, setPhotoError] = useState<ReactNode>(null);
  const [fields, setFields] = useState<Record<string, ReactNode>>({});
  const file = useFileClaim(family, options.orderId);
  const max = options.types.find((x) => x.type === type)?.maxAmount ?? 0;

  // The picker forgets what it was given, so the same photo can be chosen again after it was removed.
  const resetPicker = useRef<() => void>(null);
  const choose = async (chosen: File[]) => {
    resetPicker.current?.();
    setPhotoError(null);
    // The server's own words for a type it does not take (an SVG, a PDF): the types a photo may be.
    if (chosen.some((f) => !isPhoto(f)))
      return setPhotoError(fieldMessage((lang) => CLAIM_ERRORS.CLAIM_PHOTO_TYPE_NOT_ACCEPTED.message[lang]));
    if (chosen.some((f) => f.size > MAX_BYTES)) return setPhotoError(fieldText('claims.photoTooLarge'));
    if (photos.length + chosen.length > MAX_PHOTOS) return setPhotoError(fieldText('claims.photoLimit'));
    // A file named .jpg that is no picture is refused here, before the claim is filed without it.
    if (!(await Promise.all(chosen.map(readable))).every(Boolean)) return setPhotoError(fieldText('claims.photoType'));
    setPhotos((before) => [...before, ...chosen]);
  };

  const submit = () => {
    const missing: Record<string, ReactNode> = {};
    if (!description.trim()) missing.description = fieldText('claims.required');
    // The domain's rule: above zero and at most the rule's maximum (the field keeps what was typed, not clamped to it).
    const claimed = tengeToTiyn(amount === '' ? 0 : Number(amount));
    const most = tengeToTiyn(max);
    const amountCheck = checkClaimedAmount(claimed.ok ? claimed.value : 0, most.ok ? most.value : 0);
    if (amount === '') missing.amount = fieldText('claims.required');
    else if (!amountCheck.ok) {
      const { problem } = amountCheck;
      missing.amount = fieldMessage((lang) => claimAmountMessage(problem, tenge(max, lang), lang));
    }
    setFields(missing);
    if (Object.keys(missing).length > 0) return;
    file.mutate(
      { body: { orderId: options.orderId, type, description: description.trim(), amount: Number(amount) }, photos },
      {
        onSuccess: ({ refused }) => {
          // The claim stands; a photo the server could not read is said by name (sending again would be a second claim).
          if (refused.length > 0) notifyWarning(textOf('claims.filedWithoutPhotos', { names: refused.join(', ') }));
          else notifySuccess(t('claims.filed'));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            setFields(serverFieldErrors(error));
            if (error.errorCode.startsWith('CLAIM_PHOTO')) setPhotoError(errorNode(error));
          }
          notifyError(error);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Select
        label={t('claims.type')}
        data={options.types.map((x) => ({ value: x.type, label: x.name }))}
        value={type}
        onChange={(value) => value && setType(value as typeof type)}
        allowDeselect={false}
      />
      <Textarea
        label={t('claims.description')}
        placeholder={t('claims.descriptionHint')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        autosize
        minRows={3}
        maxLength={2000}
        error={fields.description}
        required
      />
      <NumberInput
        label={t('claims.amount')}
        // The field's error says the maximum when it is exceeded: the hint would say it a second time.
        description={fields.amount ? undefined : t('claims.amountMax', { amount: tenge(max) })}
        value={amount}
        onChange={setAmount}
        min={0}
        max={max}
        clampBehavior="none"
        decimalScale={2}
        thousandSeparator=" "
        error={fields.amount}
        required
      />
      <div>
        <Text size="sm" fw={500}>
          {t('claims.photos')}
        </Text>
        <Text size="xs" c="dimmed" mb={4}>
          {t('claims.photosHint')}
        </Text>
        {/* Our button and words in the page's language: the browser's own file field said «Choose Files» / «Файлы не выбраны» in its. */}
        <Group gap="sm">
          <FileButton
            onChange={(chosen) => void choose(chosen)}
            accept="image/jpeg,image/png,image/heic,image/heif,.heic"
            multiple
            resetRef={resetPicker}
            inputProps={{ 'aria-label': t('claims.photos') }}
          >
            {(props) => (
              <Button {...props} variant="default" size="sm">
                {t('claims.photosChoose')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed" aria-live="polite">
            {photos.length === 0 ? t('claims.photosNone') : t('claims.photosChosen', { count: photos.length })}
          </Text>
        </Group>
        {photoError && (
          <Text size="sm" c="red" mt={4} role="alert">
            {photoError}
          </Text>
        )}
        <SimpleGrid cols={{ base: 3, sm: 5 }} mt="xs">
          {photos.map((photo, i) => (
            <Preview
              key={`${photo.name}-${photo.size}-${photo.lastModified}`}
              file={photo}
              onRemove={() => setPhotos(photos.filter((_, j) => j !== i))}
            />
          ))}
        </SimpleGrid>
      </div>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('claims.cancel')}
        </Button>
        <Button onClick={submit} loading={file.isPending}>
          {t('claims.submit')}
        </Button>
      </Group>
    </Stack>
  );
};

/** The order page's claims: the claims filed, and «File a claim» while the order is in its term. */
export const OrderClaimsCard = ({ orderId, family: orderFamily }: { orderId: string; family: OrderFamily }) => {
  const { t } = useTranslation();
  const family = claimFamilyOf(orderFamily);
  const [open, setOpen] = useState(false);
  const query = useQuery(orderClaimsQueryOptions(family, orderId));
  const data = query.data;
  if (!data || (data.claims.length === 0 && data.types.length === 0)) return null;
  return (
    <Card withBorder radius="lg" p="md" mb="md" data-testid="order-claims">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('claims.title')}
        </Title>
        {data.types.length > 0 && <Button onClick={() => setOpen(true)}>{t('claims.file')}</Button>}
      </Group>
      {data.deadline && data.types.length > 0 && (
        <Alert color="blue" variant="light" mb="sm">
          {t('claims.fileUntil', { date: date(data.deadline) })}
        </Alert>
      )}
      <Stack gap="xs">
        {data.claims.length === 0 ? (
          <Text c="dimmed">{t('claims.none')}</Text>
        ) : (
          data.claims.map((claim) => <ClaimLine key={claim.id} claim={claim} family={family} />)
        )}
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('claims.file')} size="lg">
        <ClaimForm options={data} family={family} onDone={() => setOpen(false)} />
      </Modal>
    </Card>
  );
};
