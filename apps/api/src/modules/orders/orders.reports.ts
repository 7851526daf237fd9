import { PassThrough } from 'node:stream';
import { deliveryTypeName, type OrderFamily, type OrderListQuery, PRODUCT_SIGN_NAMES, REPORT_HEADERS } from '@jetkiz/contract';
import { formatPhone, type Lang, PHONE_CELL_FORMAT, phoneCellValue, spreadsheetText, tiynToTenge } from '@jetkiz/domain';
import type { Auth } from '../identity/index.ts';
import { type OrdersContext, statusName } from './orders.context.ts';
import { ordersRepository as repo } from './orders.repository.ts';
import { filterOf } from './orders.views.ts';

/** Resolves when the stream can take more, or when it is gone (the client left). */
const drainedOrClosed = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

/** The filtered registry as an xlsx, written while it is read: memory does not grow with the rows. */
export const orderReport = (ctx: OrdersContext, auth: Auth, family: OrderFamily, query: OrderListQuery, lang: Lang) => {
  const { db, reference } = ctx;
  const filter = filterOf(ctx, auth, family, query, lang);
  const stream = new PassThrough();
  const write = async () => {
    // exceljs (with its zip writer, ~1.5 MB of code) loads with the first report, not with every API process.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
    const sheet = workbook.addWorksheet('Jetkiz');
    sheet.columns = [
      { header: REPORT_HEADERS.orderNumber[lang], key: 'orderNumber', width: 16 },
      { header: REPORT_HEADERS.trackNumber[lang], key: 'trackNumber', width: 16 },
      { header: REPORT_HEADERS.createdAt[lang], key: 'createdAt', width: 18, style: { numFmt: 'dd.mm.yyyy hh:mm' } },
      { header: REPORT_HEADERS.status[lang], key: 'status', width: 22 },
      { header: REPORT_HEADERS.from[lang], key: 'from', width: 20 },
      { header: REPORT_HEADERS.to[lang], key: 'to', width: 20 },
      { header: REPORT_HEADERS.receiver[lang], key: 'receiver', width: 28 },
      { header: REPORT_HEADERS.receiverPhone[lang], key: 'receiverPhone', width: 20, style: { numFmt: PHONE_CELL_FORMAT } },
      { header: REPORT_HEADERS.places[lang], key: 'places', width: 8 },
      { header: REPORT_HEADERS.weight[lang], key: 'weight', width: 12 },
      { header: REPORT_HEADERS.total[lang], key: 'total', width: 14, style: { numFmt: '#,##0.00' } },
      { header: REPORT_HEADERS.totalWithPromo[lang], key: 'totalWithPromo', width: 16, style: { numFmt: '#,##0.00' } },
      // The priority registry (spec §7: F_9) also has what its list filters by: the product sign and the delivery type,
      // and the client's date.
      ...(family === 'priority'
        ? [
            { header: REPORT_HEADERS.productSign[lang], key: 'productSign', width: 12 },
            { header: REPORT_HEADERS.deliveryType[lang], key: 'deliveryType', width: 24 },
            { header: REPORT_HEADERS.clientDate[lang], key: 'clientDate', width: 14, style: { numFmt: 'dd.mm.yyyy' } },
          ]
        : []),
    ];
    for await (const rows of repo.batches(db, filter)) {
      for (const row of rows) {
        sheet
          .addRow({
            // Every text through spreadsheetText: a customer's «=HYPERLINK(…)» stays text, also in a CSV export.
            orderNumber: spreadsheetText(row.orderNumber),
            trackNumber: spreadsheetText(row.trackNumber),
            // Excel has no time zones: the cell shows Almaty wall time.
            createdAt: new Date(row.createdAt.getTime() + 5 * 3_600_000),
            status: spreadsheetText(statusName(row.status, lang)),
            from: spreadsheetText(reference.localityName(row.fromKato, lang)),
            to: spreadsheetText(reference.localityName(row.toKato, lang)),
            receiver: spreadsheetText(row.receiverName),
            // A number shown as «+7 (701) 123 45 67»: as text it needed an apostrophe that showed in every row.
            receiverPhone: phoneCellValue(row.receiverPhone) ?? spreadsheetText(formatPhone(row.receiverPhone)),
            places: row.placeCnt,
            weight: row.chargeableWeight,
            total: tiynToTenge(row.totalAmount),
            totalWithPromo: tiynToTenge(row.totalWithPromo),
            ...(family === 'priority' && {
              productSign: row.productSign === null ? null : (PRODUCT_SIGN_NAMES[row.productSign]?.[lang] ?? null),
              deliveryType: row.deliveryType === null ? null : deliveryTypeName(row.deliveryType, lang),
              // A day, no time: Excel's date at midnight.
              clientDate: row.clientDate === null ? null : new Date(`${row.clientDate}T00:00:00Z`),
            }),
          })
          .commit();
      }
      // Backpressure: a slow download holds the next batch instead of piling rows up in memory.
      if (stream.destroyed) return;
      if (stream.writableNeedDrain) await drainedOrClosed(stream);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return stream;
};
