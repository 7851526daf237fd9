/**
 * Documents: PDFs drawn from the data of other modules when asked — receipts and invoices (payments), waybills and
 * labels (orders). Owns no tables; DejaVu fonts for Kazakh letters, barcodes drawn as vectors.
 */
export { documentsRoutes } from './documents.routes.ts';
export { renderInvoice, renderReceipt } from './payment-documents.ts';
export { renderLabelsA4, renderLabelsA6, renderWaybill } from './shipping-documents.ts';
