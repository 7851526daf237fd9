import type { Quote } from '@jetkiz/contract';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Session } from '../../../../lib/session.ts';
import { getUserDataQueryOptions } from '../../../identity/index.ts';
import { getLastOrderQueryOptions, getOrderQueryOptions, type OrderFamily } from '../../api/orders.ts';
import { repeatSource } from '../../lib/repeat.ts';
import { addressOf, draftOf, senderFromProfile, type WizardValues } from './wizard-form.ts';

/** A party's address is kept only when the new order starts or ends in the same place. */
const NO_ADDRESS = { streetAbbrId: '', street: '', house: '', flat: '', office: '' };

/**
 * Fills an empty wizard once: from the order being repeated (both parties and the contents), otherwise the sender
 * from the profile (`senderFromProfile`) and the last order's sender
 * address when it left from the same place. Whatever the customer typed meanwhile stays.
 */
export const usePrefill = (
  form: UseFormReturnType<WizardValues>,
  session: Session,
  family: OrderFamily,
  quote: Quote | undefined,
) => {
  const repeat = useRef(repeatSource.get()).current;
  const profile = useQuery(getUserDataQueryOptions(session.role, session.phone));
  const last = useQuery({ ...getLastOrderQueryOptions(family), enabled: !repeat });
  const source = useQuery({
    ...getOrderQueryOptions(repeat?.family ?? family, repeat?.id ?? ''),
    enabled: Boolean(repeat),
    meta: { silent: true },
  });
  const done = useRef(false);
  const ready = quote && profile.isFetched && (repeat ? source.isFetched : last.isFetched);
  useEffect(() => {
    if (!ready || done.current || !quote) return;
    done.current = true;
    const typed = form.getValues();
    const keep = <T extends object>(filled: T, current: T): T =>
      Object.fromEntries(Object.entries(filled).map(([k, v]) => [k, (current as Record<string, unknown>)[k] || v])) as T;
    const sameFrom = (kato: string) => kato === quote.from.kato;
    const sameTo = (kato: string) => kato === quote.to.kato;
    const order = source.data;
    if (repeat && order) {
      const sender = draftOf(order.sender);
      const receiver = draftOf(order.receiver);
      form.setValues({
        sender: keep(sameFrom(order.from.kato) ? sender : { ...sender, ...NO_ADDRESS }, typed.sender),
        receiver: keep(sameTo(order.to.kato) ? receiver : { ...receiver, ...NO_ADDRESS }, typed.receiver),
        content: typed.content ?? order.parcel.content,
        description: typed.description || (order.parcel.description ?? ''),
      });
      repeatSource.set(null);
      return;
    }
    const user = profile.data;
    const sender = user ? senderFromProfile(typed.sender, user, family) : { ...typed.sender };
    const previous = last.data;
    if (previous && sameFrom(previous.from.kato) && previous.sender.streetAbbrId !== -1 && !sender.street) {
      Object.assign(sender, addressOf(draftOf(previous.sender)));
    }
    form.setFieldValue('sender', sender);
  }, [ready, quote, form, profile.data, last.data, source.data, repeat, family]);
};
