import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DOCUMENT_TYPES,
  type DocumentType,
  FIELD_PROBLEMS,
  fileRoute_company,
  fileRoute_person,
  filesRoute_company,
  filesRoute_person,
  routerPath,
} from '@jetkiz/contract';
import type { Lang } from '@jetkiz/domain';
import { AppError } from '../../errors.ts';
import { sendPdf } from '../../lib/send-encoded.ts';
import { authOf } from '../../plugins/auth.ts';
import type { Auth } from '../identity/index.ts';
import type { OrderFamily, OrdersService } from '../orders/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import { renderLabelsA4, renderLabelsA6, renderWaybill } from './shipping-documents.ts';

const isDocumentType = (value: string): value is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(value);

/**
 * Spec §7 `files` and `file`: an order's documents, rendered when asked (nothing is stored but the data they
 * are drawn from). A file id is `<order id>.<type>`; a customer only ever reaches their own orders' files.
 */
export const documentsRoutes: FastifyPluginAsyncTypebox<{ orders: OrdersService; payments: PaymentsService }> = async (
  app,
  { orders, payments },
) => {
  app.addHook('preHandler', app.authenticate);

  /** What an order has now: shipping papers once paid, the receipt once paid, the invoice always. */
  const available = async (auth: Auth, family: OrderFamily, orderId: string, lang: Lang) => {
    const { order } = await orders.shippingData(auth, family, orderId, lang);
    const paid = order.paymentStatus === 'paid';
    return DOCUMENT_TYPES.filter((type) => (type === 'invoice' ? true : paid));
  };

  const NAMES: Record<DocumentType, string> = {
    waybill: 'waybill',
    label: 'label-a6',
    labels: 'labels-a4',
    receipt: 'receipt',
    invoice: 'invoice',
  };

  for (const [route, family] of [
    [filesRoute_person, 'person'],
    [filesRoute_company, 'company'],
  ] as const) {
    app.route({
      ...route,
      handler: async (req) => {
        const wanted = (req.query.types ?? '')
          .split(/[,;]/)
          .map((t) => t.trim())
          .filter(Boolean);
        const unknown = wanted.filter((t) => !isDocumentType(t));
        if (unknown.length > 0) throw new AppError('VALIDATION', { fields: { types: FIELD_PROBLEMS.unknownValue[req.lang] } });
        const types = await available(authOf(req), family, req.query.orderId, req.lang);
        return types
          .filter((type) => wanted.length === 0 || wanted.includes(type))
          .map((type) => ({ id: `${req.query.orderId}.${type}`, type, name: `${NAMES[type]}.pdf`, format: 'pdf' }));
      },
    });
  }

  for (const [route, family] of [
    [fileRoute_person, 'person'],
    [fileRoute_company, 'company'],
  ] as const) {
    app.route({
      ...route,
      url: routerPath(route.url),
      handler: async (req, reply) => {
        const auth = authOf(req);
        const [orderId = '', type = ''] = req.params.id.split('.');
        if (!isDocumentType(type)) throw new AppError('NOT_FOUND');
        if (!(await available(auth, family, orderId, req.lang)).includes(type)) throw new AppError('NOT_FOUND');
        const { order, data } = await orders.shippingData(auth, family, orderId, req.lang);
        const name = `jetkiz-${NAMES[type]}-${order.orderNumber}.pdf`;
        if (type === 'waybill') return sendPdf(reply, { pdf: await renderWaybill(data, req.lang), name });
        if (type === 'label') return sendPdf(reply, { pdf: await renderLabelsA6(data, req.lang), name });
        if (type === 'labels') return sendPdf(reply, { pdf: await renderLabelsA4(data, req.lang), name });
        if (type === 'receipt') {
          const receiptId = await payments.paymentOf(order.id);
          if (!receiptId) throw new AppError('NOT_FOUND');
          return sendPdf(reply, await payments.receipt(auth, receiptId, req.lang));
        }
        const due = await orders.dueOf(auth, order.id);
        return sendPdf(
          reply,
          await payments.orderInvoicePdf(
            auth,
            { id: order.id, orderNumber: order.orderNumber, total: due.total, due: due.price, promoCode: due.promoCode },
            req.lang,
          ),
        );
      },
    });
  }
};
