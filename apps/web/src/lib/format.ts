import { formatTenge, tengeToTiyn } from '@jetkiz/domain';
import { currentLang, dateLocale } from './i18n.ts';

/** Tenge of an answer, shown the way the language writes money. */
export const tenge = (amount: number) => {
  const tiyn = tengeToTiyn(Math.abs(amount));
  return `${amount < 0 ? '−' : ''}${formatTenge(tiyn.ok ? tiyn.value : 0, currentLang())}`;
};

/** An instant in Almaty time, short. */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(dateLocale(), {
    timeZone: 'Asia/Almaty',
    dateStyle: 'short',
    timeStyle: 'short',
  });
