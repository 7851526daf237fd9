import { fillText, type Lang, type Localized } from '@jetkiz/domain';

const ruPlural = (n: number, one: string, few: string, many: string): string => {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
};

/**
 * A wait as it reads inside the sign-in texts: Russian after «через»/«на» (accusative: «1 минуту», «2 минуты»),
 * Kazakh before «кейін» (ablative: «2 минуттан»), English after "in". Rounded up to whole seconds under a
 * minute, whole minutes under an hour, whole hours above.
 */
export const waitPhrase = (seconds: number, lang: Lang): string => {
  const s = Math.max(1, Math.ceil(seconds));
  const [n, unit] = s < 60 ? [s, 0] : s < 3_600 ? [Math.ceil(s / 60), 1] : [Math.ceil(s / 3_600), 2];
  switch (lang) {
    case 'ru':
      return `${n} ${
        [
          ruPlural(n, 'секунду', 'секунды', 'секунд'),
          ruPlural(n, 'минуту', 'минуты', 'минут'),
          ruPlural(n, 'час', 'часа', 'часов'),
        ][unit]
      }`;
    case 'kk':
      return `${n} ${['секундтан', 'минуттан', 'сағаттан'][unit]}`;
    case 'en':
      return `${n} ${['second', 'minute', 'hour'][unit]}${n === 1 ? '' : 's'}`;
  }
};

/**
 * When to try again, as a whole phrase: «через 2 минуты», «2 минуттан кейін» (the value is already in the ablative
 * that «кейін» governs, so the postposition travels with it), "in 2 minutes".
 */
export const retryPhrase = (seconds: number, lang: Lang): string => {
  const wait = waitPhrase(seconds, lang);
  return { ru: `через ${wait}`, kk: `${wait} кейін`, en: `in ${wait}` }[lang];
};

/** Texts of the sign-in pause; `{{when}}` is filled with `retryPhrase`. */
export const SIGN_IN_TEXTS = {
  paused: {
    ru: 'Слишком много неудачных попыток входа. Повторите {{when}}',
    kk: 'Сәтсіз кіру әрекеттері тым көп. {{when}} қайталаңыз',
    en: 'Too many failed sign-in attempts. Try again {{when}}',
  },
  /** To the owner, once, when the phone's first pause begins. */
  smsPaused: {
    ru: 'Jetkiz: кто-то несколько раз ввёл неверный пароль от вашего аккаунта. Вход с новых устройств временно приостановлен, с вашего устройства вход работает. Если это были не вы, смените пароль.',
    kk: 'Jetkiz: біреу аккаунтыңызға қате құпиясөзбен бірнеше рет кіруге әрекеттенді. Жаңа құрылғылардан кіру уақытша тоқтатылды, өз құрылғыңыздан кіре аласыз. Бұл сіз болмасаңыз, құпиясөзді өзгертіңіз.',
    en: 'Jetkiz: someone entered a wrong password for your account several times. Sign-in from new devices is paused for a while; your own device still works. If it was not you, change your password.',
  },
} as const satisfies Record<string, Localized>;

/** «Повторите через 2 минуты» in each language. */
export const signInPausedMessage = (seconds: number): Localized => ({
  ru: fillText(SIGN_IN_TEXTS.paused.ru, { when: retryPhrase(seconds, 'ru') }),
  kk: fillText(SIGN_IN_TEXTS.paused.kk, { when: retryPhrase(seconds, 'kk') }),
  en: fillText(SIGN_IN_TEXTS.paused.en, { when: retryPhrase(seconds, 'en') }),
});
