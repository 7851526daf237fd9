import { DOCUMENT_TYPES, type DocumentType, FIELD_PROBLEMS, type FileItem, type OrderFamily } from '@jetkiz/contract';
import { type Lang, type OrderPaymentStatus, type OrderStatus, orderDocuments } from '@jetkiz/domain';
import { AppError } from '../../errors.ts';
import { renderLabelsA4, renderLabelsA6, renderWaybill } from '../documents/index.ts';
import type { Auth } from '../identity/index.ts';
import type { OrdersContext } from './orders.context.ts';
import { orderInvoicePdf } from './orders.payment.ts';
import { shippingData } from './orders.views.ts';

/**
 * Spec §7 `files` and `file`: an order's documents, rendered when asked (nothing is stored but the data they are
 * drawn from). A file id is `<order id>.<type>`; a customer only ever reaches their own orders' files.
 */

const isDocumentType = (value: string): value is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(value);

const NAMES: Record<DocumentType, string> = {
  waybill: 'waybill',
  label: 'label-a6',
  labels: 'labels-a4',
  receipt: 'receipt',
  invoice: 'invoice',
};

/**
 * What an order has now (domain orderDocuments): the invoice always; the shipping papers once paid or handed over on
 * credit (a post-paid company's courier needs the labels too); the receipt once paid.
 */
const available = (order: { status: string; paymentStatus: string }) => {
  const has = orderDocuments({ status: order.status as OrderStatus, paymentStatus: order.paymentStatus as OrderPaymentStatus });
  return DOCUMENT_TYPES.filter((type) => (type === 'invoice' ? has.invoice : type === 'receipt' ? has.receipt : has.shipping));
};

/** `GET /order/protected[/jur]/files?orderId=&types=`: the documents the order has now. */
export const orderFiles = async (
  ctx: OrdersContext,
  auth: Auth,
  family: OrderFamily,
  query: { orderId: string; types?: string | undefined },
  lang: Lang,
): Promise<FileItem[]> => {
  const wanted = (query.types ?? '')
    .split(/[,;]/)
    .map((t) => t.trim())
    .filter(Boolean);
  if (wanted.some((t) => !isDocumentType(t)))
    throw new AppError('VALIDATION', { fields: { types: FIELD_PROBLEMS.unknownValue } });
  const { order } = await shippingData(ctx, auth, family, query.orderId, lang);
  return available(order)
    .filter((type) => wanted.length === 0 || wanted.includes(type))
    .map((type) => ({ id: `${query.orderId}.${type}`, type, name: `${NAMES[type]}.pdf`, format: 'pdf' }));
};

/** `GET /order/protected[/jur]/file/{id}`: one document as a PDF, drawn by the documents renderers. */
export const orderFile = async (
  ctx: OrdersContext,
  auth: Auth,
  family: OrderFamily,
  fileId: string,
  lang: Lang,
): Promise<{ pdf: Buffer; name: string }> => {
  const [orderId = '', type = ''] = fileId.split('.');
  if (!isDocumentType(type)) throw new AppError('NOT_FOUND');
  const { order, data } = await shippingData(ctx, auth, family, orderId, lang);
  if (!available(order).includes(type)) throw new AppError('NOT_FOUND');
  const name = `jetkiz-${NAMES[type]}-${order.orderNumber}.pdf`;
  if (type === 'waybill') return { pdf: await renderWaybill(data, lang), name };
  if (type === 'label') return { pdf: await renderLabelsA6(data, lang), name };
  if (type === 'labels') return { pdf: await renderLabelsA4(data, lang), name };
  if (type === 'receipt') {
    const receiptId = await ctx.payments.paymentOf(order.id);
    if (!receiptId) throw new AppError('NOT_FOUND');
    return ctx.payments.receipt(auth, receiptId, lang);
  }
  return orderInvoicePdf(ctx, auth, order.id, lang);
};
