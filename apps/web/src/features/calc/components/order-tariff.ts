import type { TariffOffer } from '@jetkiz/contract';
import i18next from 'i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { returnTo } from '../../../lib/return-to.ts';
import { isSignedIn, useSession } from '../../../lib/session.ts';
import { chosenQuote } from '../api/calc.ts';

/**
 * «Оформить» on a tariff: the quote is kept for the tab (sessionStorage) and the order form opens with it. A
 * guest is told to sign in or register first and comes back to that order form afterwards (issue 15).
 */
export const useOrderTariff = (orderPath: string = paths.newOrder) => {
  const navigate = useNavigate();
  const session = useSession();
  return (offer: TariffOffer) => {
    chosenQuote.set(offer.calculatorId);
    if (isSignedIn(session)) {
      notifySuccess(i18next.t('calc.chosen'));
      navigate(orderPath);
      return;
    }
    returnTo.set(orderPath);
    notifySuccess(i18next.t('calc.signInToOrder'));
    navigate(paths.login, { state: { toOrder: true } });
  };
};
