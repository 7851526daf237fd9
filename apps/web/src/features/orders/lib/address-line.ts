import type { Lang } from '@jetkiz/domain';
import type { TFunction } from 'i18next';

/**
 * A sender's or recipient's address on one line, as the order's last step and the order's page both write it:
 * «Алматы, улица Абая, 10, кв. 5». Kazakh names the street type after the street («Абай даңғылы»), Russian and
 * English before it.
 */
export const addressLine = (
  parts: { locality: string; streetType: string; street: string; house: string; flat: string; office: string },
  lang: Lang,
  t: TFunction,
): string => {
  const street = (lang === 'kk' ? [parts.street, parts.streetType] : [parts.streetType, parts.street]).filter(Boolean).join(' ');
  return [
    parts.locality,
    street,
    parts.house,
    parts.flat && t('orders.review.flat', { flat: parts.flat }),
    parts.office && t('orders.review.office', { office: parts.office }),
  ]
    .filter(Boolean)
    .join(', ');
};
