import type { CancelOutcome } from '@jetkiz/domain';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { opened: boolean; outcome: CancelOutcome; pending: boolean; onClose: () => void; onConfirm: () => void };

/** Asks before cancelling, saying what will happen to the money (spec §9). */
export const CancelDialog = ({ opened, outcome, pending, onClose, onConfirm }: Props) => {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('orders.detail.cancelTitle')} centered>
      <Text mb="lg">
        {outcome.action === 'cancel'
          ? t('orders.detail.cancelFormed')
          : outcome.action === 'refund'
            ? t('orders.detail.cancelPaid')
            : t('orders.detail.cancelBooked')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('orders.detail.cancelKeep')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {t('orders.detail.cancelConfirm')}
        </Button>
      </Group>
    </Modal>
  );
};
