import type { FieldIssue, Lang, Localized } from '@jetkiz/domain';
import { FIELD_PROBLEMS } from './errors.ts';
import {
  BIN_MESSAGES,
  EMAIL_MESSAGE,
  IIN_MESSAGES,
  INVALID_PHONE_MESSAGE,
  MISSING_FIELD_MESSAGES,
  PASSWORD_MESSAGES,
  PHONE_MESSAGES,
  STREET_NAME_MESSAGE,
  STREET_TYPE_MESSAGE,
} from './validation-messages.ts';

/** Spec §8: fill in the parcel content field. */
export const CONTENT_MESSAGE: Localized = {
  ru: 'Заполните поле «Содержимое»',
  kk: '«Ішіндегісі» өрісін толтырыңыз',
  en: 'Fill in the “Contents” field',
};

export const WEAK_PASSWORD_MESSAGE: Localized = {
  ru: 'Пароль: не менее 8 символов, строчные и заглавные буквы и цифра',
  kk: 'Құпиясөз: кемінде 8 таңба, кіші және бас әріптер және цифр',
  en: 'Password: at least 8 characters with lower- and upper-case letters and a digit',
};

const ENTITY_TYPE_MESSAGE: Localized = {
  ru: 'Выберите: ИП или юридическое лицо',
  kk: 'Таңдаңыз: ЖК немесе заңды тұлға',
  en: 'Choose an individual entrepreneur or a legal entity',
};

export const CERTIFICATE_MESSAGES = {
  individualEntrepreneur: {
    ru: 'Необходим сертификат индивидуального предпринимателя',
    kk: 'Жеке кәсіпкердің сертификаты қажет',
    en: 'An individual entrepreneur certificate is required',
  },
  legalEntity: {
    ru: 'Сертификат должен принадлежать юридическому лицу',
    kk: 'Сертификат заңды тұлғаға тиесілі болуы керек',
    en: 'The certificate must belong to a legal entity',
  },
} as const satisfies Record<string, Localized>;

/** The message of one field issue in a language: the same words on the server and in the browser. */
export const describeIssue = (issue: FieldIssue, lang: Lang): string => {
  switch (issue.kind) {
    case 'required':
      return (issue.what ? MISSING_FIELD_MESSAGES[issue.what] : FIELD_PROBLEMS.required)[lang];
    case 'exceeded':
      return FIELD_PROBLEMS.tooLong[lang];
    case 'iin':
      return IIN_MESSAGES[issue.problem][lang];
    case 'bin':
      return BIN_MESSAGES[issue.problem][lang];
    case 'phone':
      return PHONE_MESSAGES[issue.problem][lang];
    case 'invalidPhone':
      return INVALID_PHONE_MESSAGE[lang];
    case 'email':
      return EMAIL_MESSAGE[lang];
    case 'password':
      return PASSWORD_MESSAGES[issue.problem][lang];
    case 'weakPassword':
      return WEAK_PASSWORD_MESSAGE[lang];
    case 'entityType':
      return ENTITY_TYPE_MESSAGE[lang];
    case 'certificateKind':
      return CERTIFICATE_MESSAGES[issue.expected][lang];
    case 'streetName':
      return STREET_NAME_MESSAGE[lang];
    case 'streetType':
      return STREET_TYPE_MESSAGE[lang];
    case 'content':
      return CONTENT_MESSAGE[lang];
  }
};

export const describeIssues = (issues: Record<string, FieldIssue>, lang: Lang): Record<string, string> =>
  Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, describeIssue(issue, lang)]));

/**
 * Answers and SMS texts of the identity calls, in each language. `{{phone}}` and `{{code}}` are filled by the
 * domain's `fillText`.
 */
export const IDENTITY_TEXTS = {
  codeSent: {
    ru: 'Код отправлен на номер {{phone}}',
    kk: 'Код {{phone}} нөміріне жіберілді',
    en: 'A code was sent to {{phone}}',
  },
  codeResent: {
    ru: 'Номер уже зарегистрирован, но не подтверждён: отправили новый код на {{phone}}',
    kk: 'Нөмір тіркелген, бірақ расталмаған: {{phone}} нөміріне жаңа код жіберілді',
    en: 'The number is registered but not confirmed: a new code was sent to {{phone}}',
  },
  recoverySent: {
    ru: 'Если номер {{phone}} зарегистрирован, на него отправлен код',
    kk: 'Егер {{phone}} нөмірі тіркелген болса, оған код жіберілді',
    en: 'If {{phone}} is registered, a code was sent to it',
  },
  passwordChanged: { ru: 'Пароль успешно изменён', kk: 'Құпиясөз сәтті өзгертілді', en: 'Password successfully changed' },
  signedOut: { ru: 'Вы вышли из аккаунта', kk: 'Сіз аккаунттан шықтыңыз', en: 'You have signed out' },
  smsRegistration: {
    ru: 'Jetkiz: код подтверждения {{code}}. Никому его не сообщайте.',
    kk: 'Jetkiz: растау коды {{code}}. Оны ешкімге айтпаңыз.',
    en: 'Jetkiz: your confirmation code is {{code}}. Do not share it.',
  },
  smsRecovery: {
    ru: 'Jetkiz: запрошено восстановление пароля. Код {{code}}, никому его не сообщайте. Если это не вы, не вводите код: пароль не изменится.',
    kk: 'Jetkiz: құпиясөзді қалпына келтіру сұралды. Код {{code}}, ешкімге айтпаңыз. Бұл сіз болмасаңыз, кодты енгізбеңіз: құпиясөз өзгермейді.',
    en: 'Jetkiz: a password reset was requested. Code {{code}}, do not share it. If this was not you, do not enter it: your password stays the same.',
  },
  smsRegistrationTaken: {
    ru: 'Jetkiz: кто-то пытался зарегистрироваться с вашим номером. У вас уже есть аккаунт: войдите или восстановите пароль. Если это были не вы, ничего делать не нужно.',
    kk: 'Jetkiz: біреу сіздің нөміріңізбен тіркелмек болды. Сізде аккаунт бар: кіріңіз немесе құпиясөзді қалпына келтіріңіз. Бұл сіз болмасаңыз, ештеңе істеудің қажеті жоқ.',
    en: 'Jetkiz: someone tried to register with your number. You already have an account: sign in or recover your password. If this was not you, no action is needed.',
  },
} as const satisfies Record<string, Localized>;
