import { type Static, type TSchema, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import type { OrderFamily } from './orders.ts';
import { Uuid } from './primitives.ts';
import { defineRoute } from './route.ts';

/**
 * Spec §7 `send`, `courier`, `files`, `file`: an order's hand-over to its carrier, the courier and the order's
 * documents. Order routes (the orders module serves them), in the person / company / priority families.
 */

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const Pdf = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' });
const IdParams = Type.Object({ id: Uuid('The order id') });
const FileIdParams = Type.Object({ id: Type.String({ format: 'file-id', maxLength: 80, description: '<order id>.<type>' }) });
type Url = `/api/${string}`;
/** The families with a courier and files: a company's paths serve its priority orders too. */
type Customer = Exclude<OrderFamily, 'priority'>;
const tag = ['tracking'];

export const SendAnswerSchema = Type.Object({
  orderNum: Type.String(),
  trackNumber: Type.String(),
  carrierTrackingNumber: Type.Union([Type.String(), Type.Null()]),
  pickupDate: Type.String({ description: 'ISO date' }),
});
export type SendAnswer = Static<typeof SendAnswerSchema>;

const sendRoute = <U extends Url>(family: OrderFamily, url: U) =>
  defineRoute({
    method: 'POST',
    url,
    schema: {
      operationId: `sendOrder_${family}`,
      tags: tag,
      summary: 'Hand a paid order to its carrier with a pickup date (DD.MM.YYYY 10:00:00, a working day, today or later)',
      params: IdParams,
      querystring: Type.Object({ pickupDate: Type.String({ maxLength: 30 }) }),
      response: { 200: SendAnswerSchema, ...errors, 502: ErrorSchema },
    },
  });
export const sendOrderRoute_person = sendRoute('person', '/api/order/protected/send/{id}');
export const sendOrderRoute_company = sendRoute('company', '/api/order/protected/jur/send/{id}');
export const sendOrderRoute_priority = sendRoute('priority', '/api/order/protected/jur/priority/send/{id}');

export const CourierSchema = Type.Object({
  status: Type.Union([Type.Literal('requested'), Type.Literal('assigned'), Type.Literal('cancelled')]),
  pickupDate: Type.String(),
  window: Type.String(),
});
export type Courier = Static<typeof CourierSchema>;

const courierRoute = <U extends Url, M extends 'POST' | 'DELETE', B extends TSchema | undefined>(
  who: Customer,
  method: M,
  url: U,
  body: B,
) =>
  defineRoute({
    method,
    url,
    schema: {
      operationId: `${method === 'POST' ? 'callCourier' : 'cancelCourier'}_${who}`,
      tags: tag,
      summary:
        method === 'POST' ? 'Ask the carrier for a courier on the pickup date, in a window' : 'Cancel the courier until assigned',
      params: IdParams,
      ...(body ? { body } : {}),
      response: { 200: CourierSchema, ...errors, 502: ErrorSchema },
    },
  }) as {
    method: M;
    url: U;
    schema: {
      operationId: string;
      tags: string[];
      summary: string;
      params: typeof IdParams;
      body: B;
      response: { 200: typeof CourierSchema };
    };
  };
const CourierBody = Type.Object({
  window: Type.String({ maxLength: 20, description: '10:00-13:00, 13:00-16:00 or 16:00-19:00' }),
});
export const callCourierRoute_person = courierRoute('person', 'POST', '/api/order/protected/courier/{id}', CourierBody);
export const callCourierRoute_company = courierRoute('company', 'POST', '/api/order/protected/jur/courier/{id}', CourierBody);
export const cancelCourierRoute_person = courierRoute('person', 'DELETE', '/api/order/protected/courier/{id}', undefined);
export const cancelCourierRoute_company = courierRoute('company', 'DELETE', '/api/order/protected/jur/courier/{id}', undefined);

export const DOCUMENT_TYPES = ['waybill', 'label', 'labels', 'receipt', 'invoice'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const FileItemSchema = Type.Object({
  id: Type.String(),
  type: Type.String(),
  name: Type.String(),
  format: Type.String(),
});
export type FileItem = Static<typeof FileItemSchema>;

const filesRoute = <U extends Url>(who: Customer, url: U) =>
  defineRoute({
    method: 'GET',
    url,
    schema: {
      operationId: `listFiles_${who}`,
      tags: tag,
      summary: "An order's documents: waybill, A6 label per place, A4 labels (four a page), receipt, invoice",
      querystring: Type.Object({
        orderId: Uuid('The order id'),
        types: Type.Optional(Type.String({ maxLength: 100, description: 'Comma or semicolon separated; all when absent' })),
      }),
      response: { 200: Type.Array(FileItemSchema), ...errors },
    },
  });
export const filesRoute_person = filesRoute('person', '/api/order/protected/files');
export const filesRoute_company = filesRoute('company', '/api/order/protected/jur/files');

const fileRoute = <U extends Url>(who: Customer, url: U) =>
  defineRoute({
    method: 'GET',
    url,
    schema: {
      operationId: `getFile_${who}`,
      tags: tag,
      summary: 'One document as PDF (id from the file list)',
      params: FileIdParams,
      response: { 200: Pdf, ...errors },
    },
  });
export const fileRoute_person = fileRoute('person', '/api/order/protected/file/{id}');
export const fileRoute_company = fileRoute('company', '/api/order/protected/jur/file/{id}');
