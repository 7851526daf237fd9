import {
  type BinProblem,
  fillText,
  formatNumber,
  type IinProblem,
  type Lang,
  type Localized,
  type MissingField,
  type MoneyProblem,
  PACK_LIMITS,
  type PackField,
  type PackProblem,
  type PasswordProblem,
  type PhoneProblem,
  type PickupProblem,
  type TrackProblem,
  type TrackRefusal,
} from '@jetkiz/domain';

/**
 * What each validation problem of the domain says to a person, in each language (spec §8 where it has the
 * words). The API puts these in `fields`; the web shows the same before any call. No TypeBox here, so the
 * browser can load it.
 */
export const IIN_MESSAGES: Record<IinProblem, Localized> = {
  format: { ru: 'ИИН должен состоять из 12 цифр', kk: 'ЖСН 12 цифрдан тұруы керек', en: 'The IIN must have 12 digits' },
  repeatedDigits: {
    ru: 'Неверный ИИН: одна цифра повторяется 7 раз подряд',
    kk: 'ЖСН қате: бір цифр қатарынан 7 рет қайталанады',
    en: 'Invalid IIN: one digit repeats 7 times in a row',
  },
  centuryDigit: {
    ru: 'Неверный ИИН: 7-я цифра должна быть от 1 до 6',
    kk: 'ЖСН қате: 7‑цифр 1‑ден 6‑ға дейін болуы керек',
    en: 'Invalid IIN: the 7th digit must be 1 to 6',
  },
  birthDate: {
    ru: 'Неверный ИИН: такой даты рождения нет',
    kk: 'ЖСН қате: мұндай туған күн жоқ',
    en: 'Invalid IIN: there is no such date of birth',
  },
  checksum: { ru: 'Неверный ИИН', kk: 'ЖСН қате', en: 'Invalid IIN' },
};

export const BIN_MESSAGES: Record<BinProblem, Localized> = {
  format: { ru: 'БИН должен состоять из 12 цифр', kk: 'БСН 12 цифрдан тұруы керек', en: 'The BIN must have 12 digits' },
  registrationDate: {
    ru: 'Неверный БИН: неверный месяц регистрации',
    kk: 'БСН қате: тіркеу айы қате',
    en: 'Invalid BIN: the registration month is wrong',
  },
  entityType: {
    ru: 'Неверный БИН: 5-я цифра должна быть 4, 5 или 6',
    kk: 'БСН қате: 5‑цифр 4, 5 немесе 6 болуы керек',
    en: 'Invalid BIN: the 5th digit must be 4, 5 or 6',
  },
  unit: {
    ru: 'Неверный БИН: 6-я цифра должна быть от 0 до 3',
    kk: 'БСН қате: 6‑цифр 0‑ден 3‑ке дейін болуы керек',
    en: 'Invalid BIN: the 6th digit must be 0 to 3',
  },
  checksum: { ru: 'Неверный БИН', kk: 'БСН қате', en: 'Invalid BIN' },
};

export const PHONE_MESSAGES: Record<PhoneProblem, Localized> = {
  format: { ru: 'Неверный формат номера телефона', kk: 'Телефон нөмірінің пішімі қате', en: 'Invalid phone number format' },
  prefix: {
    ru: 'Введите корректный номер сотового телефона Казахстана',
    kk: 'Қазақстанның ұялы телефон нөмірін дұрыс енгізіңіз',
    en: 'Enter a valid Kazakhstan mobile number',
  },
};

/** Spec §8: the missing-field messages that name their field (registration and the company's details). */
export const MISSING_FIELD_MESSAGES: Record<MissingField, Localized> = {
  bin: { ru: 'Введите БИН', kk: 'БСН енгізіңіз', en: 'Enter the BIN' },
  organizationName: {
    ru: 'Введите наименование организации',
    kk: 'Ұйымның атауын енгізіңіз',
    en: 'Enter the organisation’s name',
  },
  legalAddress: { ru: 'Введите юридический адрес', kk: 'Заңды мекенжайды енгізіңіз', en: 'Enter the legal address' },
  lastName: { ru: 'Введите фамилию', kk: 'Тегіңізді енгізіңіз', en: 'Enter the last name' },
  firstName: { ru: 'Введите имя', kk: 'Атыңызды енгізіңіз', en: 'Enter the first name' },
};

/** Spec §8 «invalid phone»: sign-in and recovery (FieldIssue `invalidPhone`). */
export const INVALID_PHONE_MESSAGE: Localized = { ru: 'Неверный телефон', kk: 'Телефон нөмірі қате', en: 'Invalid phone number' };

export const EMAIL_MESSAGE: Localized = {
  ru: 'Введите корректный email',
  kk: 'Электрондық пошта мекенжайын дұрыс енгізіңіз',
  en: 'Enter a valid e-mail address',
};

export const PASSWORD_MESSAGES: Record<PasswordProblem, Localized> = {
  required: { ru: 'Введите пароль', kk: 'Құпиясөзді енгізіңіз', en: 'Enter the password' },
  confirmationRequired: { ru: 'Повторите пароль', kk: 'Құпиясөзді қайталаңыз', en: 'Repeat the password' },
  mismatch: { ru: 'Пароли не совпадают', kk: 'Құпиясөздер сәйкес келмейді', en: 'Passwords do not match' },
  tooLong: { ru: 'Слишком длинный пароль', kk: 'Құпиясөз тым ұзын', en: 'The password is too long' },
};

/** Change password: the new password is the current one (it said «Пароль успешно изменён» and changed nothing). */
export const NEW_PASSWORD_SAME_MESSAGE: Localized = {
  ru: 'Новый пароль совпадает с текущим',
  kk: 'Жаңа құпиясөз ағымдағы құпиясөзбен бірдей',
  en: 'The new password is the same as the current one',
};

/** set-user-iin: a verified individual entrepreneur's IIN is the one their digital signature confirmed. */
export const IIN_FIXED_BY_VERIFICATION_MESSAGE: Localized = {
  ru: 'ИИН подтверждён вашей ЭЦП: по нему выставляются и подписываются акты, изменить его нельзя',
  kk: 'ЖСН сіздің ЭЦҚ‑ңызбен расталған: актілер сол бойынша жасалып, қол қойылады, оны өзгертуге болмайды',
  en: 'Your digital signature has confirmed this IIN: acts are issued and signed under it, so it cannot be changed',
};

/** Change password: the current password given is not the account's (it said «passwords do not match» before). */
export const CURRENT_PASSWORD_WRONG_MESSAGE: Localized = {
  ru: 'Текущий пароль неверен',
  kk: 'Ағымдағы құпиясөз қате',
  en: 'The current password is wrong',
};

export const STREET_NAME_MESSAGE: Localized = {
  ru: 'Допустимы кириллица, цифры, символы № / ( ) . - и пробел',
  kk: 'Кирилл әріптері, цифрлар, № / ( ) . - таңбалары және бос орын рұқсат етілген',
  en: 'Use Cyrillic letters, digits, № / ( ) . - and spaces',
};

/** A street type that is not in the reference list (an order's party, a saved address). */
export const STREET_TYPE_MESSAGE: Localized = {
  ru: 'Выберите тип улицы из списка',
  kk: 'Көше түрін тізімнен таңдаңыз',
  en: 'Choose a street type from the list',
};

export const POSTAL_INDEX_MESSAGE: Localized = {
  ru: 'Индекс: 6 цифр или 7 символов (например, A15E3X9)',
  kk: 'Индекс: 6 цифр немесе 7 таңба (мысалы, A15E3X9)',
  en: 'Postal code: 6 digits or 7 characters (e.g. A15E3X9)',
};

/**
 * What a refused track number says (the domain's `checkTrackNumber` reason): what is wrong with what was typed, not
 * only that it is wrong. `{{char}}`, `{{count}}`, `{{position}}` and `{{end}}` come from the reason.
 */
export const TRACK_MESSAGES: Record<TrackProblem, Localized> = {
  empty: {
    ru: 'Введите трек-номер, например JK123456785KZ',
    kk: 'Трек-нөмірді енгізіңіз, мысалы, JK123456785KZ',
    en: 'Enter the track number, e.g. JK123456785KZ',
  },
  orderNumber: {
    ru: 'Это номер заказа. Посылку отслеживают по трек-номеру вида JK123456785KZ: он есть в заказе, в SMS и на наклейке',
    kk: 'Бұл — тапсырыс нөмірі. Сәлемдеме JK123456785KZ сияқты трек-нөмір бойынша бақыланады: ол тапсырыста, SMS‑те және жапсырмада бар',
    en: 'This is an order number. A parcel is tracked by its track number, like JK123456785KZ: it is in the order, in the SMS and on the label',
  },
  letter: {
    ru: 'В трек-номере только латинские буквы и цифры (например, JK123456785KZ), а «{{char}}» — не латинская буква',
    kk: 'Трек-нөмірде тек латын әріптері мен цифрлар болады (мысалы, JK123456785KZ), ал «{{char}}» — латын әрпі емес',
    en: 'A track number has only Latin letters and digits, like JK123456785KZ; “{{char}}” is not a Latin letter',
  },
  character: {
    ru: 'В трек-номере только латинские буквы и цифры (например, JK123456785KZ): уберите «{{char}}»',
    kk: 'Трек-нөмірде тек латын әріптері мен цифрлар болады (мысалы, JK123456785KZ): «{{char}}» таңбасын алып тастаңыз',
    en: 'A track number has only Latin letters and digits, like JK123456785KZ: remove “{{char}}”',
  },
  length: {
    ru: 'В трек-номере 13 знаков (например, JK123456785KZ), а введено {{count}}',
    kk: 'Трек-нөмірде 13 таңба болады (мысалы, JK123456785KZ), ал енгізілгені — {{count}}',
    en: 'A track number has 13 characters, like JK123456785KZ; this one has {{count}}',
  },
  digitExpected: {
    ru: 'Трек-номер — это 2 латинские буквы, 9 цифр и KZ (например, JK123456785KZ): на {{position}}-м месте должна быть цифра, а не «{{char}}»',
    kk: 'Трек-нөмір — 2 латын әрпі, 9 цифр және KZ (мысалы, JK123456785KZ): {{position}}‑орында «{{char}}» емес, цифр болуы керек',
    en: 'A track number is 2 Latin letters, 9 digits and KZ, like JK123456785KZ: character {{position}} should be a digit, not “{{char}}”',
  },
  letterExpected: {
    ru: 'Трек-номер — это 2 латинские буквы, 9 цифр и KZ (например, JK123456785KZ): на {{position}}-м месте должна быть буква, а не «{{char}}»',
    kk: 'Трек-нөмір — 2 латын әрпі, 9 цифр және KZ (мысалы, JK123456785KZ): {{position}}‑орында «{{char}}» емес, әріп болуы керек',
    en: 'A track number is 2 Latin letters, 9 digits and KZ, like JK123456785KZ: character {{position}} should be a letter, not “{{char}}”',
  },
  country: {
    ru: 'Трек-номер Jetkiz оканчивается на KZ, а этот — на {{end}}',
    kk: 'Jetkiz трек-нөмірі KZ әріптерімен аяқталады, ал мұнда соңғы әріптер — {{end}}',
    en: 'A Jetkiz track number ends in KZ; this one ends in {{end}}',
  },
  checksum: {
    ru: 'В трек-номере опечатка: проверьте цифры',
    kk: 'Трек-нөмірде қате бар: цифрларды тексеріңіз',
    en: 'The track number has a typo: check the digits',
  },
};

/** A refused track number's message in every language, the reason's details filled in. */
export const trackNumberMessage = (refusal: TrackRefusal): Localized => ({
  ru: fillText(TRACK_MESSAGES[refusal.problem].ru, refusal),
  kk: fillText(TRACK_MESSAGES[refusal.problem].kk, refusal),
  en: fillText(TRACK_MESSAGES[refusal.problem].en, refusal),
});

/** Spec §8 «incorrect date selected». */
const INCORRECT_DATE: Localized = { ru: 'Выбрана некорректная дата', kk: 'Қате күн таңдалды', en: 'Incorrect date selected' };

/** A refused pickup date: §8's words, or what a working-day or 30-day limit asks for. */
export const PICKUP_MESSAGES: Record<PickupProblem, Localized> = {
  format: INCORRECT_DATE,
  past: INCORRECT_DATE,
  /** Today after the cut-off (domain `earliestPickupDate`): the day a screen no longer offers. */
  cutOffPassed: INCORRECT_DATE,
  nonWorkingDay: {
    ru: 'Забор груза — только в рабочие дни',
    kk: 'Жүкті тек жұмыс күндері алып кетуге болады',
    en: 'Pickup is on working days only',
  },
  tooFar: {
    ru: 'Забор можно заказать не более чем на 30 дней вперёд',
    kk: 'Алып кетуге 30 күннен артық алдын ала тапсырыс беруге болмайды',
    en: 'Pickup can be booked at most 30 days ahead',
  },
};

export const PACK_MESSAGES: Record<PackProblem, Localized> = {
  required: { ru: 'Обязательное поле', kk: 'Міндетті өріс', en: 'This field is required' },
  notANumber: { ru: 'Введите число', kk: 'Сан енгізіңіз', en: 'Enter a number' },
  notPositive: { ru: 'Должно быть больше нуля', kk: 'Нөлден үлкен болуы керек', en: 'Must be greater than zero' },
  tooLarge: { ru: 'Слишком большое значение', kk: 'Мәні тым үлкен', en: 'The value is too large' },
  notWhole: { ru: 'Должно быть целым числом', kk: 'Бүтін сан болуы керек', en: 'Must be a whole number' },
};

/** A pack's value over its limit says the limit: a side in cm, a weight in kg, a count of places. */
const PACK_LIMIT_MESSAGES: Record<'side' | 'weight' | 'places', Localized> = {
  side: { ru: 'Не больше {{max}} см', kk: 'Ең көбі {{max}} см', en: 'At most {{max}} cm' },
  weight: { ru: 'Не больше {{max}} кг', kk: 'Ең көбі {{max}} кг', en: 'At most {{max}} kg' },
  places: { ru: 'Мест — не больше {{max}}', kk: 'Орын саны — ең көбі {{max}}', en: 'Places: at most {{max}}' },
};

/** The message of one pack field's problem, for the calculator's form and the API alike. */
export const packMessage = (problem: PackProblem, field: PackField, lang: Lang): string => {
  if (problem !== 'tooLarge') return PACK_MESSAGES[problem][lang];
  const [kind, max] =
    field === 'physWeight'
      ? (['weight', PACK_LIMITS.maxWeightKg] as const)
      : field === 'placeCnt'
        ? (['places', PACK_LIMITS.maxPlaces] as const)
        : (['side', PACK_LIMITS.maxSideCm] as const);
  return fillText(PACK_LIMIT_MESSAGES[kind][lang], { max: formatNumber(max, lang) });
};

/** Spec §8: the exact-calculation weight or dimension error. */
export const PACK_SUMMARY_MESSAGE: Localized = {
  ru: 'Некорректный вес или габарит для точного расчёта',
  kk: 'Нақты есептеу үшін салмақ немесе өлшем қате',
  en: 'Incorrect weight or dimension for exact calculation',
};

export const MONEY_MESSAGES: Record<MoneyProblem, Localized> = {
  notANumber: { ru: 'Введите сумму числом', kk: 'Соманы санмен енгізіңіз', en: 'Enter the amount as a number' },
  negative: { ru: 'Сумма не может быть отрицательной', kk: 'Сома теріс болмауы керек', en: 'The amount cannot be negative' },
  tooManyDecimals: {
    ru: 'Не больше двух знаков после запятой',
    kk: 'Үтірден кейін екі таңбадан аспауы керек',
    en: 'At most two decimals',
  },
  tooLarge: { ru: 'Слишком большая сумма', kk: 'Сома тым үлкен', en: 'The amount is too large' },
};

export const DATE_RANGE_MESSAGES: Record<'order' | 'tooLong', Localized> = {
  order: {
    ru: 'Дата окончания раньше даты начала',
    kk: 'Аяқталу күні басталу күнінен ерте',
    en: 'The end date is before the start date',
  },
  tooLong: { ru: 'Период — не больше года', kk: 'Кезең бір жылдан аспауы керек', en: 'The period can be at most a year' },
};

export const DATE_MESSAGE: Localized = {
  ru: 'Дата в формате ГГГГ-ММ-ДД',
  kk: 'Күн ЖЖЖЖ-АА-КК пішімінде',
  en: 'A date as YYYY-MM-DD',
};

export const ID_MESSAGE: Localized = {
  ru: 'Неверный идентификатор',
  kk: 'Идентификатор қате',
  en: 'Invalid identifier',
};

export const DATE_TIME_MESSAGE: Localized = {
  ru: 'Дата и время в формате ISO 8601, между 2000 и 2100 годами',
  kk: '2000 және 2100 жылдар аралығындағы ISO 8601 пішіміндегі күн мен уақыт',
  en: 'A date and time in ISO 8601, between the years 2000 and 2100',
};

export const LIST_DAY_MESSAGE: Localized = {
  ru: 'Дата в формате ГГГГ-ММ-ДД или ДД.ММ.ГГГГ',
  kk: 'Күн ЖЖЖЖ-АА-КК немесе КК.АА.ЖЖЖЖ пішімінде',
  en: 'A date as YYYY-MM-DD or DD.MM.YYYY',
};

export const YEAR_RANGE_MESSAGE: Localized = {
  ru: 'Год должен быть от 2000 до 2100',
  kk: 'Жылы 2000 бен 2100 аралығында болуы керек',
  en: 'The year must be from 2000 to 2100',
};
