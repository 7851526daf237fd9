import type { OrderDetail } from '@jetkiz/contract';
import { ActionIcon, Button, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, trackingPath } from '../../../../config/paths.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import type { OrderFamily } from '../../api/orders.ts';
import { repeatSource } from '../../lib/repeat.ts';

/** The track number with a copy button that says it copied. */
export const TrackNumber = ({ track }: { track: string }) => {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 2_000 });
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed">
        {t('orders.detail.track')}:
      </Text>
      <Text fw={600} ff="monospace" data-testid="order-track">
        {track}
      </Text>
      <Tooltip
        label={clipboard.copied ? t('orders.detail.copied') : t('orders.detail.copyTrack')}
        opened={clipboard.copied || undefined}
      >
        <ActionIcon
          variant="subtle"
          color={clipboard.copied ? 'teal' : 'gray'}
          aria-label={clipboard.copied ? t('orders.detail.copied') : t('orders.detail.copyTrack')}
          onClick={() => clipboard.copy(track)}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            {clipboard.copied ? <path d="M5 12l4.5 4.5L19 7" /> : <path d="M9 9h11v11H9zM5 15H4V4h11v1" />}
          </svg>
        </ActionIcon>
      </Tooltip>
      <VisuallyHidden role="status">{clipboard.copied ? t('orders.detail.copied') : ''}</VisuallyHidden>
    </Group>
  );
};

/** Shares the public tracking link: the phone's share sheet where there is one, otherwise the link is copied. */
export const ShareButton = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 2_000 });
  const share = async () => {
    const url = new URL(trackingPath(order.trackNumber), window.location.origin).toString();
    const data = { title: t('orders.detail.shareTitle', { track: order.trackNumber }), url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The person closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    clipboard.copy(url);
    notifySuccess(t('orders.detail.linkCopied'));
  };
  return (
    <Button variant="default" onClick={() => void share()}>
      {clipboard.copied ? t('orders.detail.linkCopied') : t('orders.detail.share')}
    </Button>
  );
};

/** «Repeat the order»: the wizard opens with this order's parties and contents (a tariff is chosen as usual). */
export const RepeatButton = ({ order, family }: { order: OrderDetail; family: OrderFamily }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      variant="default"
      onClick={() => {
        repeatSource.set({ family, id: order.id });
        navigate(family === 'priority' ? `${paths.newOrder}?priority=1` : paths.newOrder);
      }}
    >
      {t('orders.detail.repeat')}
    </Button>
  );
};
