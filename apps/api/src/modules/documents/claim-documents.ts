import type { CLAIM_TEXTS as ClaimTexts } from '@jetkiz/contract';
import { fillText, formatDay, formatPhone, type Lang, type Tiyn } from '@jetkiz/domain';
import { brandHeader, DOCUMENT_TEXTS, money, type Party, rowLine } from './payment-documents.ts';
import { almatyDateTime, renderPdf } from './pdf.ts';

export type ClaimLetterData = {
  number: string;
  filedAt: Date;
  reviewBy: string;
  claimant: Party;
  orderNumber: string;
  trackNumber: string;
  route: string;
  carrierName: string;
  typeName: string;
  statusName: string;
  claimed: Tiyn;
  fee: Tiyn;
  declaredValue: Tiyn | null;
  description: string;
  photoCount: number;
};

/**
 * The claim letter (претензия) as the customer filed it: A4, addressed to Jetkiz, in the caller's language.
 * Its texts come from @jetkiz/contract, loaded with the first letter: the contract and its schemas are ~6.5 MB of
 * heap, and the acts' render workers load this library without ever writing a letter.
 */
export const renderClaimLetter = async (data: ClaimLetterData, lang: Lang): Promise<Buffer> => {
  const { CLAIM_TEXTS } = await import('@jetkiz/contract');
  return renderPdf(
    { size: 'A4', title: fillText(CLAIM_TEXTS.letterTitle[lang], { number: data.number }), lang, createdAt: data.filedAt },
    (doc) => {
      const t = (k: keyof typeof ClaimTexts) => CLAIM_TEXTS[k][lang];
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      brandHeader(doc, fillText(t('letterTitle'), { number: data.number }), lang);
      doc.font('regular').fontSize(10).fillColor('#111111').text(t('letterTo'), left, doc.y, { width, align: 'right' });
      // The claimant's number under its name («ИИН 850722400008»), as on the invoice and the receipt.
      const id = data.claimant.id && `${DOCUMENT_TEXTS[data.claimant.idLabel][lang]} ${data.claimant.id}`;
      const from = [data.claimant.name, id, formatPhone(data.claimant.phone)].filter(Boolean).join(', ');
      doc.text(`${t('letterFrom')}: ${from}`, left, doc.y, { width, align: 'right' });
      doc.moveDown(1);
      rowLine(doc, t('letterDate'), almatyDateTime(data.filedAt), left, width);
      rowLine(doc, t('letterOrder'), data.orderNumber, left, width);
      rowLine(doc, t('letterTrack'), data.trackNumber, left, width);
      rowLine(doc, t('letterRoute'), data.route, left, width);
      rowLine(doc, t('letterCarrier'), data.carrierName, left, width);
      rowLine(doc, t('letterType'), data.typeName, left, width);
      rowLine(doc, t('letterFee'), money(data.fee, lang), left, width);
      rowLine(doc, t('letterDeclared'), data.declaredValue ? money(data.declaredValue, lang) : t('letterNone'), left, width);
      rowLine(doc, t('letterStatus'), data.statusName, left, width);
      doc.moveDown(0.6);
      const y = doc.y;
      doc.font('bold').fontSize(12).fillColor('#111111').text(t('letterAmount'), left, y);
      doc.text(money(data.claimed, lang), left, y, { width, align: 'right' });
      doc.moveDown(0.8);
      doc.font('bold').fontSize(10).text(t('letterDescription'), left, doc.y, { width });
      doc.font('regular').fontSize(10).text(data.description, left, doc.y, { width });
      doc.moveDown(0.6);
      doc.text(fillText(t('letterPhotos'), { count: String(data.photoCount) }), left, doc.y, { width });
      doc.moveDown(0.8);
      doc.text(fillText(t('letterRequest'), { date: formatDay(data.reviewBy) }), left, doc.y, { width });
      doc.moveDown(1.5);
      doc.font('regular').fontSize(8).fillColor('#555555').text(t('letterSigned'), left, doc.y, { width });
    },
  );
};
