import { ERRORS, type ErrorBody, type ErrorCode, FIELD_PROBLEMS, type FieldProblem, FORMAT_RULES } from '@jetkiz/contract';
import type { Lang, Localized } from '@jetkiz/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type ErrorText, type FieldText, inEveryLanguage } from '../errors.ts';

type SchemaError = NonNullable<FastifyError['validation']>[number];

const PROBLEM_BY_KEYWORD: Readonly<Record<string, FieldProblem>> = {
  required: 'required',
  maxLength: 'tooLong',
  maxItems: 'tooMany',
  minLength: 'tooShort',
  minItems: 'tooFew',
  const: 'unknownValue',
  enum: 'unknownValue',
  anyOf: 'unknownValue',
  additionalProperties: 'unknownValue',
  minimum: 'outOfRange',
  maximum: 'outOfRange',
  exclusiveMinimum: 'outOfRange',
  exclusiveMaximum: 'outOfRange',
  // The input guard's (plugins/input-guard.ts).
  badCharacters: 'badCharacters',
  notFinite: 'outOfRange',
};

/** `/sender/phone` → `sender.phone`; a missing or extra property names itself. */
const fieldOf = (error: SchemaError): string => {
  const params = error.params as Record<string, unknown>;
  const segments = error.instancePath.split('/').filter(Boolean);
  const named = params.missingProperty ?? params.additionalProperty;
  if (typeof named === 'string') segments.push(named);
  return segments.join('.') || 'body';
};

/** The value a schema error is about, found again in the part of the request that was validated. */
const valueAt = (data: unknown, instancePath: string): unknown =>
  instancePath
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      data,
    );

/** A named format explains itself with the domain's reason («Неверный ИИН: такой даты рождения нет»). */
const formatMessage = (error: SchemaError, data: unknown, lang: Lang): string | undefined => {
  if (error.keyword !== 'format') return undefined;
  const rule = FORMAT_RULES[(error.params as { format?: string }).format as keyof typeof FORMAT_RULES];
  const value = valueAt(data, error.instancePath);
  return rule && typeof value === 'string' ? rule.explain(value)[lang] : undefined;
};

/**
 * The most fields one answer names (the first ones the schema found): no form has more, and naming every one of a list
 * of 200 000 `null`s (1 MB, in a list of at most 50) in every language answered 27 MB after 3–5 s of a blocked server.
 */
export const MAX_NAMED_FIELDS = 100;

export const validationFields = (errors: SchemaError[], lang: Lang, data?: unknown): Record<string, string> => {
  const fields: Record<string, string> = {};
  let named = 0;
  for (const error of errors) {
    const field = fieldOf(error);
    if (!Object.hasOwn(fields, field) && named++ >= MAX_NAMED_FIELDS) break;
    const explained = formatMessage(error, data, lang);
    if (explained) {
      fields[field] ??= explained;
      continue;
    }
    const problem = PROBLEM_BY_KEYWORD[error.keyword] ?? 'invalid';
    // The first problem of a field wins; a union reports one per branch and they all mean "not allowed".
    fields[field] ??= FIELD_PROBLEMS[problem][lang];
  }
  return fields;
};

/**
 * The bad fields of an answer: `fields` in the caller's language (the seed's shape), and `fieldTexts` with each
 * message that exists in every language, so a page switched to another language keeps it, in that language.
 */
const fieldsPart = (given: Record<string, FieldText>, lang: Lang): Pick<ErrorBody, 'fields' | 'fieldTexts'> => {
  const fields: Record<string, string> = {};
  const fieldTexts: NonNullable<ErrorBody['fieldTexts']> = {};
  for (const [field, text] of Object.entries(given)) {
    if (typeof text === 'string') fields[field] = text;
    else {
      fields[field] = text[lang];
      fieldTexts[field] = { ru: text.ru, kk: text.kk, en: text.en };
    }
  }
  return Object.keys(fieldTexts).length > 0 ? { fields, fieldTexts } : { fields };
};

/** A description: in the caller's language, and in every language beside it when it exists so. */
const descriptionPart = (text: ErrorText, lang: Lang): Pick<ErrorBody, 'description' | 'descriptionTexts'> =>
  typeof text === 'string'
    ? { description: text }
    : { description: text[lang], descriptionTexts: { ru: text.ru, kk: text.kk, en: text.en } };

/**
 * Every error answer: the code, its message in the caller's language and in every language (`messageTexts`, so a page
 * switched to another language while the error is on screen says it in that one), then what `extra` adds. `localized`
 * is a message more precise than the code's own.
 */
export const sendError = (
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  extra: Omit<Partial<ErrorBody>, 'errorCode' | 'message' | 'messageTexts'> = {},
  localized: Localized = ERRORS[code].message,
) => {
  const body: ErrorBody = {
    errorCode: code,
    message: localized[request.lang],
    messageTexts: { ru: localized.ru, kk: localized.kk, en: localized.en },
    ...extra,
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
};

/**
 * One error shape for every failure (DESIGN §4): the caller's mistakes are 4xx with a message in their
 * language and the bad fields; our own are 500 with a request id, logged, never with a stack.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.ceil(error.retryAfterSeconds)));
        return sendError(
          reply,
          request,
          error.statusCode,
          error.code,
          {
            ...(error.fields && fieldsPart(error.fields, request.lang)),
            ...(error.description && descriptionPart(error.description, request.lang)),
          },
          error.localized,
        );
      }
      if (error.validation) {
        const parts = { body: request.body, querystring: request.query, params: request.params, headers: request.headers };
        const data = parts[error.validationContext as keyof typeof parts];
        const checked = error.validation;
        return sendError(
          reply,
          request,
          400,
          'VALIDATION',
          fieldsPart(
            inEveryLanguage((lang) => validationFields(checked, lang, data)),
            request.lang,
          ),
        );
      }
      // Not JSON at all: the body is the field at fault.
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
        return sendError(reply, request, 400, 'VALIDATION', fieldsPart({ body: FIELD_PROBLEMS.invalid }, request.lang));
      // A body of a type no route here reads (text/plain, XML, none named): say the body must be JSON.
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, request, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const status = error.statusCode ?? 500;
      if (status === 429) return sendError(reply, request, 429, 'RATE_LIMITED');
      if (status === 413) return sendError(reply, request, 413, 'PAYLOAD_TOO_LARGE');
      if (status === 404) return sendError(reply, request, 404, 'NOT_FOUND');
      if (status === 503) return sendError(reply, request, 503, 'SERVICE_UNAVAILABLE');
      if (status >= 400 && status < 500) return sendError(reply, request, status, 'VALIDATION');
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, request, 500, 'INTERNAL', { requestId: String(request.id) });
    });
  },
  { name: 'error-handler', dependencies: ['lang'] },
);
