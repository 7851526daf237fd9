import type { OrderDetail } from '@jetkiz/contract';
import { formatNumber, isOrderStatus, isSizelessPack, isUnmeasuredPack, returnRefusal } from '@jetkiz/domain';
import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { OpeningHours } from '../../../../components/opening-hours.tsx';
import { orderPath } from '../../../../config/paths.ts';
import { currentLang } from '../../../../lib/i18n.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { type OrderFamily, useReturnOrder } from '../../api/orders.ts';

/** «Оформить возврат»: one click on a delivered order makes its return and opens it (the domain decides when). */
export const ReturnButton = ({ order, family }: { order: OrderDetail; family: OrderFamily }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const make = useReturnOrder(family);
  const allowed =
    isOrderStatus(order.status) &&
    returnRefusal({ status: order.status, deliveryType: order.deliveryType, returnedBy: order.returnOrder?.id ?? null }) === null;
  if (!allowed) return null;
  return (
    <Button
      variant="light"
      loading={make.isPending}
      onClick={() =>
        make.mutate(order.id, {
          onSuccess: (made) => {
            notifySuccess(t('orders.detail.returnMade', { number: made.orderNumber }));
            navigate(orderPath(made.id, family === 'priority'));
          },
        })
      }
    >
      {t('orders.detail.makeReturn')}
    </Button>
  );
};

/** The link between a return and its original, on both orders' pages. */
export const ReturnLinks = ({ order, family }: { order: OrderDetail; family: OrderFamily }) => {
  const { t } = useTranslation();
  const link = (other: { id: string; orderNumber: string }) => (
    <Anchor component={Link} to={orderPath(other.id, family === 'priority')} fw={600}>
      {other.orderNumber}
    </Anchor>
  );
  if (!order.returnOf && !order.returnOrder) return null;
  return (
    <Alert color="gray" variant="light" radius="md" mb="md" data-testid="return-link">
      {order.returnOf && (
        <Text size="sm">
          {t('orders.detail.returnOf')} {link(order.returnOf)}
        </Text>
      )}
      {order.returnOrder && (
        <Text size="sm">
          {t('orders.detail.returnOrder')} {link(order.returnOrder)}
        </Text>
      )}
    </Alert>
  );
};

/** The parcel's packs (one place's L×W×H, weight, volume, how many), its totals and the point it goes to. */
export const PacksAndPoint = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const lang = currentLang();
  const n = (x: number, digits = 2) => formatNumber(x, lang, digits);
  const packs = order.packs ?? [];
  return (
    <Stack gap={4} mt="xs">
      {packs.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {t('orders.detail.packs')}
          </Text>
          <List size="sm" spacing={2} data-testid="order-packs">
            {packs.map((p) => (
              <List.Item key={`${p.length}x${p.width}x${p.height}x${p.physWeight}`}>
                {/* A place nobody measured gives its weight; the totals below give the volume (domain isUnmeasuredPack). */}
                {isUnmeasuredPack(p)
                  ? t('orders.detail.packNoSize', { kg: n(p.physWeight, 3), count: p.placeCnt })
                  : t('orders.detail.pack', {
                      size: `${n(p.length)}×${n(p.width)}×${n(p.height)}`,
                      kg: n(p.physWeight, 3),
                      m3: n(p.volume, 6),
                      count: p.placeCnt,
                    })}
              </List.Item>
            ))}
          </List>
          <Text size="sm">
            {packs.every(isSizelessPack)
              ? t('orders.detail.packTotalsWeight', { kg: n(order.physWeight ?? 0, 3) })
              : t('orders.detail.packTotals', { kg: n(order.physWeight ?? 0, 3), m3: n(order.volume ?? 0, 6) })}
          </Text>
        </>
      )}
      {order.pickupPoint && (
        <>
          <Text size="sm" c="dimmed" mt="xs">
            {t('orders.detail.pickupPoint')}
          </Text>
          <Text fw={500}>{order.pickupPoint.name}</Text>
          <Text size="sm">{order.pickupPoint.address}</Text>
          <Text size="sm" c="dimmed">
            <OpeningHours hours={order.pickupPoint.hours} />
          </Text>
        </>
      )}
    </Stack>
  );
};
