import type { Lang, Localized } from '@jetkiz/domain';
import { type Static, Type } from 'typebox';

/**
 * Every error code the API answers with, its HTTP status and its message in each language.
 * The web shows `message` as it comes; codes let a screen react to a particular failure.
 */
export const ERRORS = {
  /** The request does not match the contract: a field is missing, too long, of the wrong type or format. */
  VALIDATION: {
    status: 400,
    message: {
      ru: 'Проверьте введённые данные',
      kk: 'Енгізілген деректерді тексеріңіз',
      en: 'Please check the data you entered',
    },
  },
  /** No route or no object at this address (or not one the caller may see). */
  NOT_FOUND: {
    status: 404,
    message: { ru: 'Не найдено', kk: 'Табылмады', en: 'Not found' },
  },
  /** The caller is not signed in, or the token has expired. */
  UNAUTHORIZED: {
    status: 401,
    message: { ru: 'Требуется вход в систему', kk: 'Жүйеге кіру қажет', en: 'Please sign in' },
  },
  /** The body is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: { ru: 'Слишком большой запрос', kk: 'Сұраныс тым үлкен', en: 'The request is too large' },
  },
  /** Too many requests from one address in a short time. */
  RATE_LIMITED: {
    status: 429,
    message: {
      ru: 'Слишком много запросов. Повторите попытку позже',
      kk: 'Сұраныстар тым көп. Кейінірек қайталаңыз',
      en: 'Too many requests. Please try again later',
    },
  },
  /** The database or another dependency is not reachable; the caller may retry. */
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: {
      ru: 'Сервис временно недоступен. Повторите попытку позже',
      kk: 'Қызмет уақытша қолжетімсіз. Кейінірек қайталаңыз',
      en: 'The service is temporarily unavailable. Please try again later',
    },
  },
  /** Anything we did not foresee; the answer carries a request id and never a stack. */
  INTERNAL: {
    status: 500,
    message: { ru: 'Произошла ошибка', kk: 'Қате орын алды', en: 'An error occurred' },
  },
} as const satisfies Record<string, { status: number; message: Localized }>;

export type ErrorCode = keyof typeof ERRORS;

export const errorMessage = (code: ErrorCode, lang: Lang): string => ERRORS[code].message[lang];

/** Messages for the fields named in a VALIDATION error, by the kind of problem. */
export const FIELD_PROBLEMS = {
  required: { ru: 'Обязательное поле', kk: 'Міндетті өріс', en: 'This field is required' },
  tooLong: { ru: 'Превышено количество символов', kk: 'Таңбалар саны асып кетті', en: 'Too many characters' },
  tooShort: { ru: 'Слишком короткое значение', kk: 'Мәні тым қысқа', en: 'The value is too short' },
  invalid: { ru: 'Неверное значение', kk: 'Мәні қате', en: 'Invalid value' },
  unknownValue: { ru: 'Недопустимое значение', kk: 'Рұқсат етілмеген мән', en: 'The value is not allowed' },
} as const satisfies Record<string, Localized>;

export type FieldProblem = keyof typeof FIELD_PROBLEMS;

/** The one error shape of DESIGN §4. */
export const ErrorSchema = Type.Object(
  {
    errorCode: Type.String(),
    message: Type.String(),
    description: Type.Optional(Type.String()),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    requestId: Type.Optional(Type.String()),
  },
  { description: 'Every failure: a code, a message in the caller language, and the bad fields' },
);
export type ErrorBody = Static<typeof ErrorSchema>;
