import { fillText, type Lang, type Localized } from '@jetkiz/domain';

/** Errors of claims and compensation (issue 19); spread into ERRORS. */
export const CLAIM_ERRORS = {
  /** The order was cancelled, or is neither delivered nor past its promised delivery range. */
  CLAIM_NOT_CLAIMABLE: {
    status: 409,
    message: {
      ru: 'По этому заказу пока нельзя подать претензию: он не доставлен и срок доставки не истёк',
      kk: 'Бұл тапсырыс бойынша әзірге шағым беруге болмайды: ол жеткізілмеген және жеткізу мерзімі өтпеген',
      en: 'A claim cannot be filed on this order yet: it has not been delivered and its delivery term has not ended',
    },
  },
  /** The 30 working days to file a claim have passed. */
  CLAIM_TERM_OVER: {
    status: 409,
    message: {
      ru: 'Срок подачи претензии (30 рабочих дней) истёк',
      kk: 'Шағым беру мерзімі (30 жұмыс күні) өтіп кетті',
      en: 'The term to file a claim (30 working days) has ended',
    },
  },
  /** Loss of a delivered parcel, damage or shortage of one not delivered, delay of one delivered on time. */
  CLAIM_TYPE_NOT_APPLICABLE: {
    status: 409,
    message: {
      ru: 'Этот вид претензии не подходит к заказу',
      kk: 'Шағымның бұл түрі тапсырысқа сәйкес келмейді',
      en: 'This type of claim does not fit the order',
    },
  },
  /** A claim of this type on this order is already under review. */
  CLAIM_ALREADY_FILED: {
    status: 409,
    message: {
      ru: 'Претензия этого вида по заказу уже рассматривается',
      kk: 'Тапсырыс бойынша осы түрдегі шағым қаралып жатыр',
      en: 'A claim of this type on this order is already under review',
    },
  },
  /**
   * What the rules allow for this kind of claim on this order has already been paid by earlier claims (loss, damage and
   * shortage share the cargo's cap; a delay, the delay penalty less the automatic credit).
   */
  CLAIM_ALREADY_COMPENSATED: {
    status: 409,
    message: {
      ru: 'По этому заказу уже выплачена вся компенсация, допустимая правилами для такой претензии',
      kk: 'Бұл тапсырыс бойынша мұндай шағымға ережелер рұқсат ететін өтемақы толық төленіп қойған',
      en: 'The whole compensation the rules allow for such a claim on this order has already been paid',
    },
  },
  /** The amount claimed is above what the rules allow (`description` names the maximum: CLAIM_DESCRIPTIONS.atMost). */
  CLAIM_AMOUNT_ABOVE_RULE: {
    status: 400,
    message: {
      ru: 'Сумма больше допустимой по правилам компенсации',
      kk: 'Сома өтемақы ережелері рұқсат ететін сомадан көп',
      en: 'The amount is above what the compensation rules allow',
    },
  },
  /** The claim has been decided: it is compensated or refused once, and takes no more photos. */
  CLAIM_ALREADY_DECIDED: {
    status: 409,
    message: {
      ru: 'По претензии уже принято решение',
      kk: 'Шағым бойынша шешім қабылданып қойған',
      en: 'This claim has already been decided',
    },
  },
  /** The carrier's share is above the compensation. */
  CLAIM_CARRIER_SHARE_INVALID: {
    status: 400,
    message: {
      ru: 'Доля перевозчика должна быть от нуля до суммы компенсации',
      kk: 'Тасымалдаушының үлесі нөлден өтемақы сомасына дейін болуы керек',
      en: "The carrier's share must be between zero and the compensation",
    },
  },
  /** A claim carries at most five photos. */
  CLAIM_PHOTO_LIMIT: {
    status: 409,
    message: {
      ru: 'К претензии можно приложить не более 5 фотографий',
      kk: 'Шағымға 5 фотосуреттен артық қоса беруге болмайды',
      en: 'A claim can carry at most 5 photos',
    },
  },
  /** A claim's photo sent as a type not taken (SVG, GIF, PDF, text…): the types it may be. */
  CLAIM_PHOTO_TYPE_NOT_ACCEPTED: {
    status: 415,
    message: {
      ru: 'Файлы этого типа не принимаются. Выберите фото JPEG, PNG или HEIC',
      kk: 'Бұл түрдегі файлдар қабылданбайды. JPEG, PNG немесе HEIC фотосуретін таңдаңыз',
      en: 'Files of this type are not accepted. Choose a JPEG, PNG or HEIC photo',
    },
  },
  /** Spec §8 image read error, for a claim's photo (JPEG, PNG or HEIC). */
  CLAIM_PHOTO_READ_ERROR: {
    status: 400,
    message: {
      ru: 'Не удалось прочитать изображение. Выберите файл JPEG, PNG или HEIC',
      kk: 'Суретті оқу мүмкін болмады. JPEG, PNG немесе HEIC файлын таңдаңыз',
      en: 'The image could not be read. Choose a JPEG, PNG or HEIC file',
    },
  },
  /** A claim's photo above 10 MB. */
  CLAIM_PHOTO_TOO_LARGE: {
    status: 413,
    message: {
      ru: 'Изображение больше 10 МБ. Выберите файл меньшего размера',
      kk: 'Сурет 10 МБ‑тан үлкен. Көлемі кішірек файлды таңдаңыз',
      en: 'The image is larger than 10 MB. Choose a smaller file',
    },
  },
} as const satisfies Record<string, { status: number; message: Localized }>;

/**
 * What is wrong with a claim's amount (the customer's claimed amount, the operator's compensation), said under the
 * field: the domain's `checkClaimedAmount` and `checkDecision` problems. `{{amount}}` is the rule's maximum.
 */
export const CLAIM_AMOUNT_MESSAGES = {
  notPositive: { ru: 'Укажите сумму больше нуля', kk: 'Нөлден үлкен соманы көрсетіңіз', en: 'Enter an amount above zero' },
  aboveRule: {
    ru: 'Не больше {{amount}} по правилам компенсации',
    kk: 'Өтемақы ережелері бойынша ең көбі — {{amount}}',
    en: 'At most {{amount}} under the compensation rules',
  },
} as const satisfies Record<'notPositive' | 'aboveRule', Localized>;

/** The message of a refused amount, `max` the rule's maximum as written for the reader (`formatTenge`). */
export const claimAmountMessage = (problem: keyof typeof CLAIM_AMOUNT_MESSAGES, max: string, lang: Lang): string =>
  fillText(CLAIM_AMOUNT_MESSAGES[problem][lang], { amount: max });

/** Descriptions of claim refusals, each the whole of it (a page shows the description instead of the message). */
export const CLAIM_DESCRIPTIONS = {
  /** CLAIM_AMOUNT_ABOVE_RULE: `{{amount}}` is the most the rules allow. */
  atMost: {
    ru: 'Сумма больше допустимой по правилам компенсации: не больше {{amount}}',
    kk: 'Сома өтемақы ережелері рұқсат ететін сомадан көп: ең көбі {{amount}}',
    en: 'The amount is above what the compensation rules allow: at most {{amount}}',
  },
  /** CLAIM_TERM_OVER: `{{date}}` is the last day a claim could be filed. */
  termOver: {
    ru: 'Срок подачи претензии (30 рабочих дней) истёк: претензию можно было подать до {{date}} включительно',
    kk: 'Шағым беру мерзімі (30 жұмыс күні) өтіп кетті: шағымды {{date}} қоса алғанға дейін беруге болатын еді',
    en: 'The term to file a claim (30 working days) has ended: the last day was {{date}}',
  },
} as const satisfies Record<string, Localized>;
