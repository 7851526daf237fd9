/**
 * NCALayer's WebSocket protocol as the sandbox answers it (reference kazakhstan.md §1): the basics module's `sign`
 * and the commonUtils methods, signing with the key chosen on the sandbox's page (or by a test through /control).
 * The signatures are the sandbox PKI's, so the API verifies them against the sandbox root.
 */
import type { TestKeyName, TestPki } from '../pki/index.ts';
import { TEST_KEY_SPECS } from '../pki/index.ts';

export const NCALAYER_VERSION = '1.4';
export const BASICS = 'kz.gov.pki.knca.basics';
export const COMMON_UTILS = 'kz.gov.pki.knca.commonUtils';

/** What the sandbox does with the next request: set from its page or `POST /control`. */
export type NcaLayerState = {
  /** The key the "user" picks in NCALayer's dialog. */
  key: TestKeyName;
  /** The next signing request is cancelled by the "user" (then this goes back to false). */
  cancelNext: boolean;
  /** Pretend NCALayer is not running: connections are refused. */
  notRunning: boolean;
};

export type Answer = Record<string, unknown>;
type Locale = 'ru' | 'kk' | 'en';

const MESSAGES: Record<string, Record<Locale, string>> = {
  badRequest: {
    ru: 'Некорректный запрос',
    kk: 'Сұрау дұрыс емес',
    en: 'Malformed request',
  },
  badFormat: {
    ru: 'Неизвестный формат подписи',
    kk: 'Қолтаңбаның пішімі белгісіз',
    en: 'Unknown signature format',
  },
  badData: {
    ru: 'Не удалось прочитать данные для подписи',
    kk: 'Қол қоюға арналған деректерді оқу мүмкін болмады',
    en: 'The data to sign could not be read',
  },
  badXml: {
    ru: 'Не удалось разобрать XML',
    kk: 'XML талдау мүмкін болмады',
    en: 'The XML could not be parsed',
  },
  unknownMethod: {
    ru: 'Неизвестный метод',
    kk: 'Белгісіз әдіс',
    en: 'Unknown method',
  },
};

const localeOf = (value: unknown): Locale => (value === 'kk' || value === 'en' ? value : 'ru');

/** basics error: `{status:false, code, message, details}` (the codes are the sandbox's own; see README). */
const basicsError = (code: string, message: keyof typeof MESSAGES, locale: Locale, details = ''): Answer => ({
  status: false,
  code,
  message: MESSAGES[message]?.[locale] ?? message,
  details,
});
/** commonUtils error: any code but "200", with a message. */
const commonError = (code: string, message: string): Answer => ({ code, message });

/** NCALayer's signing flags arrive as booleans (sigex) or as the strings "true"/"false" (the official sample). */
const flag = (value: unknown, fallback: boolean) =>
  value === undefined || value === null ? fallback : value === true || value === 'true';

const decodeBase64 = (value: string): Uint8Array => {
  const clean = value.replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) throw new Error('not base64');
  return new Uint8Array(Buffer.from(clean, 'base64'));
};

const xmlOf = (data: string, decode: boolean) =>
  decode && !data.trimStart().startsWith('<') ? Buffer.from(decodeBase64(data)).toString('utf8') : data;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** getKeyInfo's answer (the field list of FCALayer's imitation): who the chosen key's certificate names. */
export const keyInfo = (pki: TestPki, name: TestKeyName) => {
  const key = pki.keys[name];
  const spec = TEST_KEY_SPECS[name];
  const subjectDn = [
    `CN=${key.commonName}`,
    `SURNAME=${key.surname}`,
    `SERIALNUMBER=IIN${key.iin}`,
    'C=KZ',
    `G=${key.patronymic}`,
    ...(key.organization ? [`O=${key.organization}`, `OU=BIN${key.bin}`] : []),
  ].join(',');
  const issuerCn = spec.untrusted ? 'НЕДОВЕРЕННЫЙ УЦ (RSA)' : 'ТЕСТОВЫЙ НУЦ JETKIZ (RSA)';
  return {
    alias: key.serialNumber,
    keyId: key.serialNumber,
    algorithm: 'RSA',
    subjectCn: key.commonName,
    subjectDn,
    issuerCn,
    issuerDn: spec.untrusted ? `CN=${issuerCn},C=KZ` : `CN=${issuerCn},O=Jetkiz Sandbox,C=KZ`,
    serialNumber: key.serialNumber,
    certNotBefore: key.notBefore.getTime(),
    certNotAfter: key.notAfter.getTime(),
    pem: key.certificatePem,
  };
};

/** Signs one document of a basics `sign` call. */
const signOne = async (pki: TestPki, key: TestKeyName, format: 'cms' | 'xml', data: string, params: Record<string, unknown>) => {
  if (format === 'xml') return pki.signXml(key, xmlOf(data, flag(params.decode, false)));
  const bytes = flag(params.decode, true) ? decodeBase64(data) : new Uint8Array(Buffer.from(data, 'utf8'));
  return pki.signCms(key, bytes, { attached: flag(params.encapsulate, false), digested: flag(params.digested, false) });
};

const basicsSign = async (pki: TestPki, state: NcaLayerState, args: unknown): Promise<Answer> => {
  const parsed = isObject(args) ? args : {};
  const locale = localeOf(parsed.locale);
  const format = parsed.format;
  if (format !== 'cms' && format !== 'xml') return basicsError('400', 'badFormat', locale, String(format));
  const data = parsed.data;
  const documents = Array.isArray(data) ? data : [data];
  if (documents.length === 0 || !documents.every((d): d is string => typeof d === 'string')) {
    return basicsError('400', 'badData', locale, 'data must be a string or an array of strings');
  }
  if (state.cancelNext) {
    state.cancelNext = false;
    return { status: true, body: {} };
  }
  const params = isObject(parsed.signingParams) ? parsed.signingParams : {};
  const results: string[] = [];
  for (const document of documents) {
    try {
      results.push(await signOne(pki, state.key, format, document, params));
    } catch (error) {
      const details = error instanceof Error ? error.message : String(error);
      return basicsError('500', format === 'xml' ? 'badXml' : 'badData', locale, details);
    }
  }
  // CMS answers an array even for one document; XML answers the signed document itself for one, an array for many.
  const result = format === 'cms' || Array.isArray(data) ? results : results[0];
  return { status: true, body: { result } };
};

const CANCELLED = commonError('500', 'action.canceled');

const commonUtils = async (pki: TestPki, state: NcaLayerState, method: string, args: unknown[]): Promise<Answer> => {
  const ok = (responseObject: unknown): Answer => ({ code: '200', responseObject });
  const signing = ['getKeyInfo', 'signXml', 'signXmls', 'createCAdESFromBase64', 'createCAdESFromBase64Hash'];
  if (signing.includes(method) && state.cancelNext) {
    state.cancelNext = false;
    return CANCELLED;
  }
  try {
    switch (method) {
      case 'getActiveTokens':
        return ok([]);
      case 'changeLocale':
        return ok(null);
      case 'getKeyInfo':
        return ok(keyInfo(pki, state.key));
      case 'signXml':
        if (typeof args[2] !== 'string') return commonError('500', 'XML is required');
        return ok(await pki.signXml(state.key, args[2]));
      case 'signXmls': {
        const xmls = args[2];
        if (!Array.isArray(xmls) || !xmls.every((x) => typeof x === 'string')) return commonError('500', 'XMLs are required');
        const signed: string[] = [];
        for (const xml of xmls) signed.push(await pki.signXml(state.key, xml));
        return ok(signed);
      }
      case 'createCAdESFromBase64':
        if (typeof args[2] !== 'string') return commonError('500', 'Data is required');
        return ok(await pki.signCms(state.key, decodeBase64(args[2]), { attached: flag(args[3], false) }));
      case 'createCAdESFromBase64Hash':
        if (typeof args[2] !== 'string') return commonError('500', 'Hash is required');
        return ok(await pki.signCms(state.key, decodeBase64(args[2]), { digested: true }));
      default:
        return commonError('500', `${MESSAGES.unknownMethod?.en}: ${method}`);
    }
  } catch (error) {
    return commonError('500', error instanceof Error ? error.message : String(error));
  }
};

/** One request (a text frame) and its answer; `--heartbeat--` is echoed as it is. */
export const answerRequest = async (pki: TestPki, state: NcaLayerState, text: string): Promise<string> => {
  if (text === '--heartbeat--') return text;
  let request: unknown;
  try {
    request = JSON.parse(text);
  } catch {
    return JSON.stringify(basicsError('400', 'badRequest', 'ru', 'not JSON'));
  }
  if (!isObject(request) || typeof request.method !== 'string') {
    return JSON.stringify(basicsError('400', 'badRequest', 'ru', 'module and method are required'));
  }
  if (request.module === BASICS) {
    if (request.method !== 'sign') {
      return JSON.stringify(
        basicsError('400', 'unknownMethod', localeOf(isObject(request.args) && request.args.locale), request.method),
      );
    }
    return JSON.stringify(await basicsSign(pki, state, request.args));
  }
  if (request.module === COMMON_UTILS) {
    return JSON.stringify(await commonUtils(pki, state, request.method, Array.isArray(request.args) ? request.args : []));
  }
  // e.g. KAZTOKEN's kz.digiflow.mobile.extensions getVersion, which ncalayer-js-client sends on connect: NCALayer
  // itself does not know the module, and the client takes the error as "not KAZTOKEN".
  return JSON.stringify(commonError('500', `Unknown module: ${String(request.module ?? '')}`));
};
