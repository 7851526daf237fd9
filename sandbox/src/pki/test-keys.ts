/**
 * The sandbox's test keys: who holds each, what its certificate says and what it is for. The numbers are fixed (and
 * carry valid check digits) so tests and developers can type them; the keys themselves are generated once and kept.
 */

export const TEST_KEY_NAMES = [
  'head',
  'signer',
  'employee',
  'entrepreneur',
  'person',
  'expired',
  'revoked',
  'untrusted',
  'otherBin',
  'jetkiz',
] as const;
export type TestKeyName = (typeof TEST_KEY_NAMES)[number];

export type Localized = { ru: string; kk: string; en: string };

/** Key-usage OIDs of the Kazakh NCA certificates (reference kazakhstan.md §2.2). */
export const KEY_USAGE_OIDS = {
  signing: '1.3.6.1.5.5.7.3.4',
  individual: '1.2.398.3.3.4.1.1',
  legalEntity: '1.2.398.3.3.4.1.2',
  head: '1.2.398.3.3.4.1.2.1',
  signingRight: '1.2.398.3.3.4.1.2.2',
  employee: '1.2.398.3.3.4.1.2.5',
} as const;

/** Fixed BINs of the test organisations. */
export const TEST_BINS = {
  /** ТОО «Дала Логистик»: head, signer, employee, expired, revoked and untrusted belong to it. */
  dala: '150340012340',
  /** ТОО «Көктем Сауда»: the otherBin key. */
  koktem: '170940023450',
  /**
   * ТОО «Jetkiz»: Jetkiz's own key, for signing acts (issue 17). The BIN of Jetkiz's requisites (domain
   * JETKIZ_REQUISITES), which the acts print: the API signs acts only with a key of that BIN.
   */
  jetkiz: '240340012341',
} as const;

export const TEST_ORGANIZATIONS = {
  dala: 'ТОО «Дала Логистик»',
  koktem: 'ТОО «Көктем Сауда»',
  jetkiz: 'ТОО «Jetkiz»',
} as const;

/** Fixed IINs of the test people. */
export const TEST_IINS = {
  /** АХМЕТОВ ЕРЛАН САПАРОВИЧ, first head of ТОО «Дала Логистик» (also holds the expired, revoked, untrusted keys). */
  akhmetov: '850315300128',
  /** ЖУМАБЕКОВА АЙГЕРИМ НУРЛАНОВНА, has the right to sign for ТОО «Дала Логистик». */
  zhumabekova: '900721402348',
  /** СЕРИКОВ ДАНИЯР АСКАРОВИЧ, an employee of ТОО «Дала Логистик» without signing right. */
  serikov: '921103304562',
  /** ОМАРОВА ГУЛЬНАРА БОЛАТОВНА, individual entrepreneur (ИП, no BIN: the IIN is the number). */
  omarova: '880425406781',
  /** ИВАНОВ ВИКТОР ПЕТРОВИЧ, a private person. */
  ivanov: '791208308913',
  /** НУРЛАНОВ АСХАТ КАЙРАТОВИЧ, first head of ТОО «Көктем Сауда». */
  nurlanov: '760611301225',
  /** БЕКОВА ДИНАРА ЕРЖАНОВНА, signs for ТОО «Jetkiz». */
  bekova: '950202403452',
} as const;

type Person = { surname: string; name: string; patronymic: string; iin: string };
const PEOPLE = {
  akhmetov: { surname: 'АХМЕТОВ', name: 'ЕРЛАН', patronymic: 'САПАРОВИЧ', iin: TEST_IINS.akhmetov },
  zhumabekova: { surname: 'ЖУМАБЕКОВА', name: 'АЙГЕРИМ', patronymic: 'НУРЛАНОВНА', iin: TEST_IINS.zhumabekova },
  serikov: { surname: 'СЕРИКОВ', name: 'ДАНИЯР', patronymic: 'АСКАРОВИЧ', iin: TEST_IINS.serikov },
  omarova: { surname: 'ОМАРОВА', name: 'ГУЛЬНАРА', patronymic: 'БОЛАТОВНА', iin: TEST_IINS.omarova },
  ivanov: { surname: 'ИВАНОВ', name: 'ВИКТОР', patronymic: 'ПЕТРОВИЧ', iin: TEST_IINS.ivanov },
  nurlanov: { surname: 'НУРЛАНОВ', name: 'АСХАТ', patronymic: 'КАЙРАТОВИЧ', iin: TEST_IINS.nurlanov },
  bekova: { surname: 'БЕКОВА', name: 'ДИНАРА', patronymic: 'ЕРЖАНОВНА', iin: TEST_IINS.bekova },
} satisfies Record<keyof typeof TEST_IINS, Person>;

export type TestKeySpec = {
  name: TestKeyName;
  person: Person;
  organization: { name: string; bin: string } | null;
  extKeyUsage: string[];
  /** 'valid' (the usual), 'expired' (notAfter in the past), 'revoked' (in the CRL, OCSP says revoked). */
  status: 'valid' | 'expired' | 'revoked';
  /** Issued by the untrusted CA (never in the trust store) instead of the sandbox root. */
  untrusted: boolean;
  description: Localized;
};

const { signing, individual, legalEntity, head, signingRight, employee } = KEY_USAGE_OIDS;
const dala = { name: TEST_ORGANIZATIONS.dala, bin: TEST_BINS.dala };
const HEAD = [signing, legalEntity, head];

export const TEST_KEY_SPECS: Record<TestKeyName, TestKeySpec> = {
  head: {
    name: 'head',
    person: PEOPLE.akhmetov,
    organization: dala,
    extKeyUsage: HEAD,
    status: 'valid',
    untrusted: false,
    description: {
      ru: 'Первый руководитель ТОО «Дала Логистик»',
      kk: '«Дала Логистик» ЖШС бірінші басшысы',
      en: 'First head of ТОО «Дала Логистик»',
    },
  },
  signer: {
    name: 'signer',
    person: PEOPLE.zhumabekova,
    organization: dala,
    extKeyUsage: [signing, legalEntity, signingRight],
    status: 'valid',
    untrusted: false,
    description: {
      ru: 'Сотрудник ТОО «Дала Логистик» с правом подписи',
      kk: '«Дала Логистик» ЖШС қол қою құқығы бар қызметкері',
      en: 'Employee of ТОО «Дала Логистик» with the right to sign',
    },
  },
  employee: {
    name: 'employee',
    person: PEOPLE.serikov,
    organization: dala,
    extKeyUsage: [signing, legalEntity, employee],
    status: 'valid',
    untrusted: false,
    description: {
      ru: 'Сотрудник ТОО «Дала Логистик» без права подписи',
      kk: '«Дала Логистик» ЖШС қол қою құқығы жоқ қызметкері',
      en: 'Employee of ТОО «Дала Логистик» without the right to sign',
    },
  },
  entrepreneur: {
    name: 'entrepreneur',
    person: PEOPLE.omarova,
    organization: null,
    extKeyUsage: [signing, individual],
    status: 'valid',
    untrusted: false,
    description: {
      ru: 'Индивидуальный предприниматель (ключ физического лица)',
      kk: 'Жеке кәсіпкер (жеке тұлғаның кілті)',
      en: 'Individual entrepreneur (an individual’s key)',
    },
  },
  person: {
    name: 'person',
    person: PEOPLE.ivanov,
    organization: null,
    extKeyUsage: [signing, individual],
    status: 'valid',
    untrusted: false,
    description: {
      ru: 'Физическое лицо',
      kk: 'Жеке тұлға',
      en: 'Private person',
    },
  },
  expired: {
    name: 'expired',
    person: PEOPLE.akhmetov,
    organization: dala,
    extKeyUsage: HEAD,
    status: 'expired',
    untrusted: false,
    description: {
      ru: 'Руководитель ТОО «Дала Логистик», срок сертификата истёк',
      kk: '«Дала Логистик» ЖШС басшысы, сертификаттың мерзімі өтіп кеткен',
      en: 'Head of ТОО «Дала Логистик», the certificate has expired',
    },
  },
  revoked: {
    name: 'revoked',
    person: PEOPLE.akhmetov,
    organization: dala,
    extKeyUsage: HEAD,
    status: 'revoked',
    untrusted: false,
    description: {
      ru: 'Руководитель ТОО «Дала Логистик», сертификат отозван',
      kk: '«Дала Логистик» ЖШС басшысы, сертификаты кері қайтарылып алынған',
      en: 'Head of ТОО «Дала Логистик», the certificate is revoked',
    },
  },
  untrusted: {
    name: 'untrusted',
    person: PEOPLE.akhmetov,
    organization: dala,
    extKeyUsage: HEAD,
    status: 'valid',
    untrusted: true,
    description: {
      ru: 'Руководитель ТОО «Дала Логистик», сертификат выдан недоверенным УЦ',
      kk: '«Дала Логистик» ЖШС басшысы, сертификатты сенімсіз куәландырушы орталық берген',
      en: 'Head of ТОО «Дала Логистик», the certificate is issued by an untrusted CA',
    },
  },
  otherBin: {
    name: 'otherBin',
    person: PEOPLE.nurlanov,
    organization: { name: TEST_ORGANIZATIONS.koktem, bin: TEST_BINS.koktem },
    extKeyUsage: HEAD,
    status: 'valid',
    untrusted: false,
    description: {
      ru: 'Первый руководитель другой компании, ТОО «Көктем Сауда»',
      kk: 'Басқа компанияның — «Көктем Сауда» ЖШС-ның бірінші басшысы',
      en: 'First head of another company, ТОО «Көктем Сауда»',
    },
  },
  jetkiz: {
    name: 'jetkiz',
    person: PEOPLE.bekova,
    organization: { name: TEST_ORGANIZATIONS.jetkiz, bin: TEST_BINS.jetkiz },
    extKeyUsage: [signing, legalEntity, signingRight],
    status: 'valid',
    untrusted: false,
    description: {
      ru: 'Ключ ТОО «Jetkiz» для подписания актов',
      kk: 'Актілерге қол қоюға арналған «Jetkiz» ЖШС кілті',
      en: 'ТОО «Jetkiz» key for signing acts',
    },
  },
};
