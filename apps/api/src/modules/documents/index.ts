/**
 * Documents: a renderer library — pure functions from data to PDF bytes: receipts and invoices (for payments),
 * waybills and labels (for orders), claim letters (for claims). No routes, no tables, no imports from other modules (domain and contract only);
 * the orders and payments modules decide which document a caller may have and give the data. DejaVu fonts for
 * Kazakh letters, barcodes drawn as vectors.
 */

export {
  AVR_DOCUMENT_TEXTS,
  type AvrDocumentData,
  type AvrDocumentParty,
  type AvrSignatureView,
  escapeHtml,
  renderAvrHtml,
  renderAvrPdf,
} from './avr-documents.ts';
export { type ClaimLetterData, renderClaimLetter } from './claim-documents.ts';
export { type Party, renderInvoice, renderReceipt } from './payment-documents.ts';
export { renderLabelsA4, renderLabelsA6, renderWaybill } from './shipping-documents.ts';
