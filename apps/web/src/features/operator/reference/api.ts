import type {
  CalendarYearBody,
  ReferenceCarrierBody,
  ReferencePromoCreate,
  ReferencePromoUpdate,
  ReferenceServiceBody,
  ReferenceTerminalBody,
  TariffZoneBody,
} from '@jetkiz/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../lib/field-message.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSingleMutation } from '../../../lib/single-mutation.ts';
import { callOperator } from '../api/client.ts';
import { problemsOf } from '../form-checks.ts';
import { referenceEndpoints as api } from './endpoints.ts';

export type FieldErrors = Record<string, ReactNode>;

const useLanguageKey = () => useTranslation().i18n.language;

/** The console's lists (terminals, the own fleet's grids, services), fetched with the staff token. */
export const useTerminals = () => {
  const lang = useLanguageKey();
  return useQuery({
    queryKey: ['operator', 'reference', 'terminals', lang],
    queryFn: ({ signal }) => callOperator(api.terminals, { signal }),
  });
};
export const useTariffs = () => {
  const lang = useLanguageKey();
  return useQuery({
    queryKey: ['operator', 'reference', 'tariffs', lang],
    queryFn: ({ signal }) => callOperator(api.tariffs, { signal }),
  });
};
export const useServices = () =>
  useQuery({ queryKey: ['operator', 'reference', 'services'], queryFn: ({ signal }) => callOperator(api.services, { signal }) });

export const useCalendarYear = (year: number) =>
  useQuery({
    queryKey: ['operator', 'reference', 'calendar', year],
    queryFn: ({ signal }) => callOperator(api.calendarYear, { params: { year }, signal }),
  });

/** Promo codes with their limits and uses; carriers with their switch and quote timeout. */
export const usePromos = () =>
  useQuery({ queryKey: ['operator', 'reference', 'promos'], queryFn: ({ signal }) => callOperator(api.promos, { signal }) });
export const useCarriers = () =>
  useQuery({ queryKey: ['operator', 'reference', 'carriers'], queryFn: ({ signal }) => callOperator(api.carriers, { signal }) });

type Saves = {
  terminal: { id: number; body: ReferenceTerminalBody };
  tariff: { product: string; zone: 'local' | 'region' | 'near' | 'far'; body: TariffZoneBody };
  service: { code: string; body: ReferenceServiceBody };
  calendar: { year: number; body: CalendarYearBody };
  newPromo: { body: ReferencePromoCreate };
  promo: { code: string; body: ReferencePromoUpdate };
  carrier: { code: string; body: ReferenceCarrierBody };
};

const save = <K extends keyof Saves>(kind: K, input: Saves[K]): Promise<unknown> => {
  switch (kind) {
    case 'terminal': {
      const { id, body } = input as Saves['terminal'];
      return callOperator(api.updateTerminal, { params: { id }, body });
    }
    case 'tariff': {
      const { product, zone, body } = input as Saves['tariff'];
      return callOperator(api.updateTariff, { params: { product, zone }, body });
    }
    case 'service': {
      const { code, body } = input as Saves['service'];
      return callOperator(api.updateService, { params: { code }, body });
    }
    case 'newPromo':
      return callOperator(api.createPromo, { body: (input as Saves['newPromo']).body });
    case 'promo': {
      const { code, body } = input as Saves['promo'];
      return callOperator(api.updatePromo, { params: { code }, body });
    }
    case 'carrier': {
      const { code, body } = input as Saves['carrier'];
      return callOperator(api.updateCarrier, { params: { code }, body });
    }
    default: {
      const { year, body } = input as Saves['calendar'];
      return callOperator(api.updateCalendarYear, { params: { year }, body });
    }
  }
};

/** Saves one edit; the server's field errors (a grid's bad rows, a calendar's bad dates) come back by field. */
export const useSaveReference = <K extends keyof Saves>(kind: K) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const mutation = useSingleMutation({
    mutationFn: (input: Saves[K]) => save(kind, input),
    onMutate: () => setFieldErrors({}),
    onSuccess: async () => {
      notifySuccess(t('opref.reference.saved'));
      await client.invalidateQueries({ queryKey: ['operator', 'reference'] });
    },
    onError: (error) => {
      setFieldErrors(serverFieldErrors(error));
      notifyError(error);
    },
  });
  /** Sends an edit, unless the form's own checks found a problem: then each is said under its field instead. */
  const submit = (input: Saves[K], problems: FieldErrors, options?: Parameters<typeof mutation.mutate>[1]) => {
    const found = problemsOf(problems);
    if (Object.keys(found).length > 0) setFieldErrors(found);
    else mutation.mutate(input, options);
  };
  return { ...mutation, fieldErrors, submit };
};
