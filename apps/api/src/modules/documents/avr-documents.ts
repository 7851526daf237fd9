import {
  type AvrLine,
  type AvrPeriod,
  type AvrTotals,
  amountInWordsLines,
  avrLineAmount,
  avrPeriodDays,
  fillText,
  formatDay,
  formatPercent,
  formatTenge,
  type IsoDate,
  type Lang,
  type Localized,
  type Tiyn,
} from '@jetkiz/domain';
import { drawQr } from './barcodes.ts';
import { bilingualOf, DOCUMENT_TEXTS } from './payment-documents.ts';
import { almatyDateTime, type Pdf, renderPdf } from './pdf.ts';
import { JETKIZ_REQUISITES as J } from './requisites.ts';

/**
 * The act of completed works (issue 17): data in, bytes out. The PDF is the act (both sides' requisites, the
 * period, the services, totals with VAT inside, the sum in words in Russian and Kazakh), then its appendix — every
 * delivered order — on the following pages, then one signature sheet per signature with a QR code of the public
 * verification page. Rendered without signatures it is the document the sides sign; with them, the copy people
 * read. The HTML view says the same, every value escaped.
 */

/** Every word of the act, its appendix and its signature sheets, in ru, kk and en. */
export const AVR_DOCUMENT_TEXTS = {
  title: {
    ru: 'Акт выполненных работ (оказанных услуг)',
    kk: 'Орындалған жұмыстар (көрсетілген қызметтер) актісі',
    en: 'Act of completed works (services rendered)',
  },
  period: { ru: 'Период: {{from}} – {{to}}', kk: 'Кезең: {{from}} – {{to}}', en: 'Period: {{from}} – {{to}}' },
  contractor: { ru: 'Исполнитель', kk: 'Орындаушы', en: 'Contractor' },
  customer: { ru: 'Заказчик', kk: 'Тапсырыс беруші', en: 'Customer' },
  contract: { ru: 'Договор', kk: 'Шарт', en: 'Contract' },
  offer: { ru: 'Договор публичной оферты Jetkiz', kk: 'Jetkiz жария оферта шарты', en: 'Jetkiz public offer agreement' },
  works: { ru: 'Наименование работ (услуг)', kk: 'Жұмыстардың (қызметтердің) атауы', en: 'Works (services)' },
  unit: { ru: 'Ед.', kk: 'Бірл.', en: 'Unit' },
  deliveryServices: {
    ru: 'Услуги по доставке отправлений согласно приложению',
    kk: 'Қосымшаға сәйкес жөнелтілімдерді жеткізу қызметтері',
    en: 'Parcel delivery services as listed in the appendix',
  },
  totalWithVat: { ru: 'Всего с НДС', kk: 'Барлығы ҚҚС‑пен', en: 'Total incl. VAT' },
  statement: {
    ru: 'Вышеперечисленные услуги оказаны полностью и в срок. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.',
    kk: 'Жоғарыда аталған қызметтер толық әрі мерзімінде көрсетілді. Тапсырыс берушінің қызметтердің көлеміне, сапасына және көрсетілу мерзіміне қатысты шағымы жоқ.',
    en: 'The services above were rendered in full and on time. The customer has no claims as to their scope, quality or timing.',
  },
  terms: {
    ru: 'Заказчик подписывает акт или направляет мотивированный отказ в сроки договора; акт, не подписанный и не отклонённый в срок, считается принятым.',
    kk: 'Тапсырыс беруші актіге шартта белгіленген мерзімде қол қояды немесе дәлелді бас тарту жібереді; мерзімінде қол қойылмаған және бас тартылмаған акт қабылданды деп есептеледі.',
    en: 'The customer signs the act or sends a reasoned refusal within the terms of the contract; an act neither signed nor refused in time is deemed accepted.',
  },
  handedOver: { ru: 'Сдал (Исполнитель)', kk: 'Тапсырды (Орындаушы)', en: 'Delivered by (Contractor)' },
  acceptedBy: { ru: 'Принял (Заказчик)', kk: 'Қабылдады (Тапсырыс беруші)', en: 'Accepted by (Customer)' },
  signedEds: {
    ru: 'Подписано ЭЦП — см. лист подписи',
    kk: 'ЭЦҚ‑мен қол қойылды — қолтаңба парағын қараңыз',
    en: 'Signed with a digital signature — see the signature sheet',
  },
  toBeSigned: { ru: 'Подписывается ЭЦП', kk: 'ЭЦҚ‑мен қол қойылады', en: 'To be signed with a digital signature' },
  appendix: {
    ru: 'Приложение к акту {{number}}: перечень заказов',
    kk: 'Актіге қосымша ({{number}}): тапсырыстар тізімі',
    en: 'Appendix to act {{number}}: orders',
  },
  appendixContinued: {
    ru: 'Приложение к акту {{number}} (продолжение)',
    kk: 'Актіге қосымша ({{number}}), жалғасы',
    en: 'Appendix to act {{number}} (continued)',
  },
  order: { ru: 'Заказ', kk: 'Тапсырыс', en: 'Order' },
  deliveredOn: { ru: 'Дата', kk: 'Күні', en: 'Date' },
  route: { ru: 'Маршрут', kk: 'Бағыт', en: 'Route' },
  tariff: { ru: 'Тариф', kk: 'Тариф', en: 'Tariff' },
  services: { ru: 'Дополнительные услуги', kk: 'Қосымша қызметтер', en: 'Additional services' },
  appendixTotal: { ru: 'Итого по заказам', kk: 'Тапсырыстар бойынша барлығы', en: 'Orders total' },
  signatureSheet: { ru: 'Лист подписи', kk: 'Қолтаңба парағы', en: 'Signature sheet' },
  toAct: { ru: 'к акту {{number}} от {{date}}', kk: 'Акт: {{number}}, {{date}} ж.', en: 'to act {{number}} dated {{date}}' },
  side: { ru: 'Сторона', kk: 'Тарап', en: 'Party' },
  signer: { ru: 'Подписант', kk: 'Қол қоюшы', en: 'Signer' },
  iin: { ru: 'ИИН', kk: 'ЖСН', en: 'IIN' },
  organization: { ru: 'Организация', kk: 'Ұйым', en: 'Organisation' },
  serial: { ru: 'Серийный номер сертификата', kk: 'Сертификаттың сериялық нөмірі', en: 'Certificate serial number' },
  validity: { ru: 'Срок действия сертификата', kk: 'Сертификаттың жарамдылық мерзімі', en: 'Certificate validity' },
  issuer: { ru: 'Удостоверяющий центр', kk: 'Куәландырушы орталық', en: 'Certification authority' },
  signedAt: {
    ru: 'Дата и время подписания (Алматы)',
    kk: 'Қол қойылған күні мен уақыты (Алматы)',
    en: 'Signed at (Almaty time)',
  },
  documentHash: { ru: 'Хеш документа (SHA-256)', kk: 'Құжаттың хеші (SHA-256)', en: 'Document hash (SHA-256)' },
  scan: {
    ru: 'Отсканируйте QR-код, чтобы проверить подписи акта:',
    kk: 'Акт қолтаңбаларын тексеру үшін QR кодты сканерлеңіз:',
    en: 'Scan the QR code to check the signatures of the act:',
  },
  replaces: {
    ru: 'Исправленный акт взамен отклонённого акта {{number}}',
    kk: 'Бас тартылған {{number}} актісінің орнына берілген түзетілген акт',
    en: 'Corrected act replacing the refused act {{number}}',
  },
  replacedBy: {
    ru: 'Акт отклонён заказчиком и заменён исправленным актом {{number}}',
    kk: 'Тапсырыс беруші актіден бас тартты, ол түзетілген {{number}} актісімен ауыстырылды',
    en: 'The customer refused this act; it is replaced by the corrected act {{number}}',
  },
  signatures: { ru: 'Подписи', kk: 'Қолтаңбалар', en: 'Signatures' },
  noSignatures: { ru: 'Акт ещё не подписан', kk: 'Актіге әлі қол қойылған жоқ', en: 'The act is not signed yet' },
  checkSignatures: { ru: 'Проверить подписи', kk: 'Қолтаңбаларды тексеру', en: 'Check the signatures' },
} as const satisfies Record<string, Localized>;

type Key = keyof typeof AVR_DOCUMENT_TEXTS;

/** A side of the act: the customer's requisites as its account holds them (Jetkiz's come from the domain). */
export type AvrDocumentParty = {
  name: string;
  /** The customer's number: a legal entity's BIN, or an individual entrepreneur's IIN (`idLabel`). */
  bin: string;
  /** Under which name the number is printed (a BIN when not said). */
  idLabel?: 'bin' | 'iin';
  address: string | null;
  iik?: string | null;
  bank?: string | null;
  bik?: string | null;
  phone?: string | null;
};

export type AvrDocumentData = {
  /** «АВР-2026-000123». */
  number: string;
  /** The act's date (Almaty). */
  date: IsoDate;
  period: AvrPeriod;
  customer: AvrDocumentParty;
  lines: readonly AvrLine[];
  /** From `avrTotals` of the same lines. */
  totals: AvrTotals;
  /** A corrected act: the number of the refused act it replaces (printed on the issued document). */
  replaces?: string | null;
  /** A refused act: the number of the corrected act that replaces it (the reading copy only, not the issued bytes). */
  replacedBy?: string | null;
};

/** The line under the act's period naming the act it replaces or that replaces it; null for most acts. */
const replacementNote = (data: AvrDocumentData, lang: Lang): string | null =>
  data.replacedBy
    ? fillText(AVR_DOCUMENT_TEXTS.replacedBy[lang], { number: data.replacedBy })
    : data.replaces
      ? fillText(AVR_DOCUMENT_TEXTS.replaces[lang], { number: data.replaces })
      : null;

/** One signature on the act, for its sheet. */
export type AvrSignatureView = {
  side: 'jetkiz' | 'company';
  signer: string;
  iin: string | null;
  bin: string | null;
  organization: string | null;
  certificateSerial: string;
  validFrom: Date;
  validTo: Date;
  issuer: string;
  signedAt: Date;
  /** The public page the QR code opens. */
  verificationUrl: string;
  /** SHA-256 of the issued PDF the signature covers, hex. */
  documentSha256: string;
};

const money = (tiyn: Tiyn, lang: Lang) => formatTenge(tiyn, lang, { tiyn: 'always' }).replace(/\u00a0/g, ' ');
const amount = (tiyn: Tiyn, lang: Lang) => money(tiyn, lang).replace(' ₸', '');
const vatLabel = (basisPoints: number, lang: Lang) =>
  fillText(DOCUMENT_TEXTS.vat[lang], { rate: formatPercent(basisPoints, lang).replace(/\u00a0/g, ' ') });
/** Headings carry the state language with the document's, as Kazakh accounting does (see the invoice). */
const bilingual = (text: Localized, lang: Lang) => bilingualOf((l) => text[l], lang);

/** What the act's main table lists: the deliveries as one line, each additional service by name and price. */
type SummaryRow = { name: string; unit: string; quantity: number; price: Tiyn | null; sum: Tiyn };
const summaryRows = (data: AvrDocumentData, lang: Lang): SummaryRow[] => {
  const unit = DOCUMENT_TEXTS.unitName[lang];
  const rows: SummaryRow[] = [];
  if (data.totals.orderCount > 0)
    rows.push({
      name: AVR_DOCUMENT_TEXTS.deliveryServices[lang],
      unit,
      quantity: data.totals.orderCount,
      price: null,
      sum: data.totals.orders,
    });
  const services = new Map<string, SummaryRow>();
  for (const line of data.lines) {
    if (line.kind !== 'service') continue;
    const key = `${line.name}\u0000${line.price}`;
    const row = services.get(key) ?? { name: line.name, unit, quantity: 0, price: line.price, sum: 0 };
    row.quantity += line.quantity;
    row.sum += avrLineAmount(line);
    services.set(key, row);
  }
  return [...rows, ...services.values()];
};

const orderLines = (data: AvrDocumentData) => data.lines.filter((l) => l.kind === 'order');

/** A table that breaks across pages, repeating its header; every row as tall as its tallest cell. */
const drawTable = (
  doc: Pdf,
  widths: number[],
  header: string[],
  rows: string[][],
  options: { rightFrom: number; onNewPage?: () => void },
) => {
  const left = doc.page.margins.left;
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, c) => a + c, 0));
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const row = (texts: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(8.5);
    const h = Math.max(...texts.map((text, i) => doc.heightOfString(text, { width: (widths[i] ?? 0) - 8 }))) + 7;
    return {
      h,
      draw: (y: number) => {
        texts.forEach((text, i) => {
          const x = xs[i] ?? 0;
          const w = widths[i] ?? 0;
          if (bold) doc.rect(x, y, w, h).fillColor('#f1f3f5').fill();
          doc.rect(x, y, w, h).lineWidth(0.5).strokeColor('#999999').stroke();
          doc
            .font(bold ? 'bold' : 'regular')
            .fontSize(8.5)
            .fillColor('#111111')
            .text(text, x + 4, y + 3.5, { width: w - 8, align: i >= options.rightFrom ? 'right' : 'left' });
        });
      },
    };
  };
  const head = row(header, true);
  if (doc.y + head.h * 2 > bottom()) {
    doc.addPage();
    options.onNewPage?.();
  }
  const start = doc.y;
  head.draw(start);
  let y = start + head.h;
  for (const texts of rows) {
    const r = row(texts, false);
    if (y + r.h > bottom()) {
      doc.addPage();
      options.onNewPage?.();
      y = doc.y;
      head.draw(y);
      y += head.h;
    }
    r.draw(y);
    y += r.h;
  }
  doc.x = left;
  doc.y = y;
};

/** A party's block: heading, then label–value lines. */
const partyBlock = (doc: Pdf, heading: string, lines: Array<[string, string]>, x: number, y: number, width: number) => {
  doc.font('bold').fontSize(9.5).fillColor('#111111').text(heading, x, y, { width });
  doc.moveDown(0.15);
  for (const [label, value] of lines) {
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor('#555555')
      .text(label ? `${label}: ` : '', x, doc.y, { width, continued: Boolean(label) });
    doc.fillColor('#111111').text(value);
  }
  return doc.y;
};

const customerLines = (p: AvrDocumentParty, lang: Lang): Array<[string, string]> => {
  const t = (k: keyof typeof DOCUMENT_TEXTS) => DOCUMENT_TEXTS[k][lang];
  const lines: Array<[string, string]> = [
    ['', p.name],
    [t(p.idLabel ?? 'bin'), p.bin],
  ];
  if (p.address) lines.push([t('address'), p.address]);
  if (p.iik) lines.push([t('iik'), p.iik]);
  if (p.bank) lines.push([t('bank'), p.bik ? `${p.bank}, ${t('bik')} ${p.bik}` : p.bank]);
  if (p.phone) lines.push([t('phone'), p.phone]);
  return lines;
};

const jetkizLines = (lang: Lang): Array<[string, string]> => {
  const t = (k: keyof typeof DOCUMENT_TEXTS) => DOCUMENT_TEXTS[k][lang];
  return [
    ['', J.name[lang]],
    [t('bin'), J.bin],
    [t('address'), J.address[lang]],
    [t('iik'), J.iik],
    [t('bank'), `${J.bank[lang]}, ${t('bik')} ${J.bik}`],
  ];
};

const drawAct = (doc: Pdf, data: AvrDocumentData, lang: Lang, signed: boolean) => {
  const t = (k: Key) => AVR_DOCUMENT_TEXTS[k][lang];
  const d = (k: keyof typeof DOCUMENT_TEXTS) => DOCUMENT_TEXTS[k][lang];
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const { from, to } = avrPeriodDays(data.period);

  doc.font('bold').fontSize(18).fillColor('#007a4d').text('Jetkiz', left, doc.page.margins.top);
  doc.moveDown(0.5);
  doc
    .font('bold')
    .fontSize(13)
    .fillColor('#111111')
    .text(bilingual(AVR_DOCUMENT_TEXTS.title, lang), left, doc.y, { width, align: 'center' });
  doc
    .font('bold')
    .fontSize(11)
    .text(fillText(d('numberDated'), { number: data.number, date: formatDay(data.date) }), { width, align: 'center' });
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor('#555555')
    .text(fillText(t('period'), { from: formatDay(from), to: formatDay(to) }), { width, align: 'center' });
  const replacement = replacementNote(data, lang);
  if (replacement) doc.font('bold').fontSize(10).fillColor('#b02a37').text(replacement, { width, align: 'center' });
  doc.moveDown(0.8);

  const half = (width - 20) / 2;
  const top = doc.y;
  const leftBottom = partyBlock(doc, t('contractor'), jetkizLines(lang), left, top, half);
  const rightBottom = partyBlock(doc, t('customer'), customerLines(data.customer, lang), left + half + 20, top, half);
  doc.y = Math.max(leftBottom, rightBottom) + 6;
  doc.x = left;
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor('#555555')
    .text(`${t('contract')}: `, left, doc.y, { continued: true, width });
  doc.fillColor('#111111').text(t('offer'));
  doc.moveDown(0.8);

  const rows = summaryRows(data, lang).map((r, i) => [
    String(i + 1),
    r.name,
    r.unit,
    String(r.quantity),
    r.price === null ? '—' : amount(r.price, lang),
    amount(r.sum, lang),
  ]);
  drawTable(
    doc,
    [24, width - 24 - 40 - 50 - 80 - 90, 40, 50, 80, 90],
    [d('number'), t('works'), t('unit'), d('qty'), d('price'), d('sum')],
    rows,
    {
      rightFrom: 3,
    },
  );
  doc.moveDown(0.6);
  const totalLine = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(9.5)
      .fillColor('#111111');
    doc.text(label, left, y, { width: width - 110, align: 'right' });
    doc.text(value, left + width - 100, y, { width: 100, align: 'right' });
    doc.moveDown(0.25);
  };
  totalLine(`${d('total')}:`, money(data.totals.total, lang));
  totalLine(`${vatLabel(data.totals.vatBasisPoints, lang)}:`, money(data.totals.vat, lang));
  totalLine(`${t('totalWithVat')}:`, money(data.totals.total, lang), true);
  doc.moveDown(0.5);

  const words = amountInWordsLines(data.totals.total, lang);
  doc
    .font('bold')
    .fontSize(9)
    .text(`${bilingual(DOCUMENT_TEXTS.inWords, lang)}:`, left, doc.y, { width });
  doc.font('regular').fontSize(9.5);
  for (const line of words) doc.text(line.text, { width });
  doc.moveDown(0.6);
  doc.fontSize(9).text(t('statement'), { width });
  doc.moveDown(0.3);
  doc.fontSize(8).fillColor('#555555').text(t('terms'), { width });
  doc.moveDown(1.4);

  if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  const note = signed ? t('signedEds') : t('toBeSigned');
  for (const [i, label, name] of [
    [0, t('handedOver'), J.name[lang]],
    [1, t('acceptedBy'), data.customer.name],
  ] as const) {
    const x = left + i * (half + 20);
    doc.font('bold').fontSize(9).fillColor('#111111').text(label, x, y, { width: half });
    doc.font('regular').fontSize(9).text(name, x, doc.y, { width: half });
    doc.moveDown(0.3);
    doc
      .moveTo(x, doc.y + 10)
      .lineTo(x + half - 20, doc.y + 10)
      .strokeColor('#999999')
      .stroke();
    doc
      .fontSize(8)
      .fillColor('#555555')
      .text(note, x, doc.y + 14, { width: half });
  }
  doc.x = left;
};

const drawAppendix = (doc: Pdf, data: AvrDocumentData, lang: Lang) => {
  const t = (k: Key) => AVR_DOCUMENT_TEXTS[k][lang];
  const d = (k: keyof typeof DOCUMENT_TEXTS) => DOCUMENT_TEXTS[k][lang];
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const orders = orderLines(data);
  const services = data.lines.filter((l) => l.kind === 'service');
  doc.addPage();
  doc
    .font('bold')
    .fontSize(12)
    .fillColor('#111111')
    .text(fillText(t('appendix'), { number: data.number }), left, doc.page.margins.top, { width });
  doc.moveDown(0.6);
  const continued = () => {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#555555')
      .text(fillText(t('appendixContinued'), { number: data.number }), left, doc.page.margins.top, { width });
    doc.moveDown(0.5);
  };
  if (orders.length > 0) {
    const rows = orders.map((line, i) =>
      line.kind === 'order'
        ? [
            String(i + 1),
            line.orderNumber,
            formatDay(line.date),
            `${line.from} → ${line.to}`,
            line.tariff,
            amount(line.amount, lang),
          ]
        : [],
    );
    drawTable(
      doc,
      [28, 92, 62, width - 28 - 92 - 62 - 88 - 80, 88, 80],
      [d('number'), t('order'), t('deliveredOn'), t('route'), t('tariff'), d('sum')],
      rows,
      {
        rightFrom: 5,
        onNewPage: continued,
      },
    );
    doc.moveDown(0.4);
    doc
      .font('bold')
      .fontSize(9.5)
      .fillColor('#111111')
      .text(`${t('appendixTotal')}: ${money(data.totals.orders, lang)}`, left, doc.y, { width, align: 'right' });
  }
  if (services.length > 0) {
    doc.moveDown(0.8);
    doc.font('bold').fontSize(10.5).fillColor('#111111').text(t('services'), left, doc.y, { width });
    doc.moveDown(0.3);
    const rows = services.map((line, i) =>
      line.kind === 'service'
        ? [
            String(i + 1),
            line.name,
            formatDay(line.date),
            String(line.quantity),
            amount(line.price, lang),
            amount(avrLineAmount(line), lang),
          ]
        : [],
    );
    drawTable(
      doc,
      [28, width - 28 - 62 - 50 - 80 - 80, 62, 50, 80, 80],
      [d('number'), t('works'), t('deliveredOn'), d('qty'), d('price'), d('sum')],
      rows,
      {
        rightFrom: 3,
        onNewPage: continued,
      },
    );
  }
};

const drawSignatureSheet = (doc: Pdf, data: AvrDocumentData, s: AvrSignatureView, lang: Lang) => {
  const t = (k: Key) => AVR_DOCUMENT_TEXTS[k][lang];
  const d = (k: keyof typeof DOCUMENT_TEXTS) => DOCUMENT_TEXTS[k][lang];
  doc.addPage();
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('bold').fontSize(18).fillColor('#007a4d').text('Jetkiz', left, doc.page.margins.top);
  doc.moveDown(0.4);
  doc
    .font('bold')
    .fontSize(14)
    .fillColor('#111111')
    .text(bilingual(AVR_DOCUMENT_TEXTS.signatureSheet, lang), left, doc.y, { width });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#555555')
    .text(fillText(t('toAct'), { number: data.number, date: formatDay(data.date) }), { width });
  doc.moveDown(1);
  const rows: Array<[string, string]> = [
    [t('side'), s.side === 'jetkiz' ? t('contractor') : t('customer')],
    [t('signer'), s.signer],
    [t('iin'), s.iin ?? '—'],
    [d('bin'), s.bin ?? '—'],
    [t('organization'), s.organization ?? '—'],
    [t('serial'), s.certificateSerial],
    [t('validity'), `${almatyDateTime(s.validFrom)} – ${almatyDateTime(s.validTo)}`],
    [t('issuer'), s.issuer],
    [t('signedAt'), almatyDateTime(s.signedAt)],
    [t('documentHash'), s.documentSha256],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('regular').fontSize(9).fillColor('#555555').text(label, left, y, { width: 170 });
    const labelBottom = doc.y;
    doc
      .font(label === t('signer') ? 'bold' : 'regular')
      .fontSize(10)
      .fillColor('#111111')
      .text(value, left + 180, y, { width: width - 180 });
    doc.y = Math.max(doc.y, labelBottom) + 5;
  }
  doc.moveDown(1);
  const y = doc.y;
  drawQr(doc, s.verificationUrl, left, y, 130);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#555555')
    .text(t('scan'), left + 145, y + 30, { width: width - 145 });
  doc
    .fillColor('#0a6fa8')
    .text(s.verificationUrl, left + 145, doc.y + 4, { width: width - 145, link: s.verificationUrl, underline: true });
  doc.x = left;
  doc.y = y + 140;
};

/**
 * The act as PDF in `lang` (ru or kk for the sides; en reads the same with English words): the act, the appendix
 * of orders on the following pages, and a signature sheet per signature (none: the document to sign).
 */
export const renderAvrPdf = (data: AvrDocumentData, lang: Lang, signatures: readonly AvrSignatureView[] = []): Promise<Buffer> =>
  renderPdf(
    {
      size: 'A4',
      title: `${AVR_DOCUMENT_TEXTS.title[lang]} ${data.number}`,
      lang,
      // The act's own date, not the clock: the same data renders the same bytes, so the signed PDF can be re-derived.
      createdAt: new Date(`${data.date}T00:00:00+05:00`),
      // Each signature sheet has a QR code; the act to sign has none.
      barcodes: signatures.length > 0,
    },
    (doc) => {
      drawAct(doc, data, lang, signatures.length > 0);
      drawAppendix(doc, data, lang);
      for (const signature of signatures) drawSignatureSheet(doc, data, signature, lang);
    },
  );

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for HTML element content and quoted attribute values. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

const HTML_LANG: Readonly<Record<Lang, string>> = { ru: 'ru', kk: 'kk', en: 'en' };

/** The act as an HTML page in `lang`: the same content as the PDF; every value escaped; no script, no outside resource. */
export const renderAvrHtml = (data: AvrDocumentData, lang: Lang, signatures: readonly AvrSignatureView[] = []): string => {
  const t = (k: Key) => escapeHtml(AVR_DOCUMENT_TEXTS[k][lang]);
  const d = (k: keyof typeof DOCUMENT_TEXTS) => escapeHtml(DOCUMENT_TEXTS[k][lang]);
  const e = escapeHtml;
  const { from, to } = avrPeriodDays(data.period);
  const party = (heading: string, lines: Array<[string, string]>) =>
    `<section class="party"><h2>${heading}</h2>${lines
      .map(([label, value]) => `<p>${label ? `<span class="label">${e(label)}:</span> ` : ''}${e(value)}</p>`)
      .join('')}</section>`;
  const cells = (texts: string[], tag: 'td' | 'th', rightFrom: number) =>
    `<tr>${texts.map((text, i) => `<${tag}${i >= rightFrom ? ' class="num"' : ''}>${e(text)}</${tag}>`).join('')}</tr>`;
  const summary = summaryRows(data, lang)
    .map((r, i) =>
      cells(
        [String(i + 1), r.name, r.unit, String(r.quantity), r.price === null ? '—' : amount(r.price, lang), amount(r.sum, lang)],
        'td',
        3,
      ),
    )
    .join('');
  const orders = orderLines(data)
    .map((l, i) =>
      l.kind === 'order'
        ? cells(
            [String(i + 1), l.orderNumber, formatDay(l.date), `${l.from} → ${l.to}`, l.tariff, amount(l.amount, lang)],
            'td',
            5,
          )
        : '',
    )
    .join('');
  const services = data.lines
    .filter((l) => l.kind === 'service')
    .map((l, i) =>
      l.kind === 'service'
        ? cells(
            [String(i + 1), l.name, formatDay(l.date), String(l.quantity), amount(l.price, lang), amount(avrLineAmount(l), lang)],
            'td',
            3,
          )
        : '',
    )
    .join('');
  const words = amountInWordsLines(data.totals.total, lang);
  const signatureItems = signatures
    .map(
      (s) => `<section class="signature"><h3>${s.side === 'jetkiz' ? t('contractor') : t('customer')}: ${e(s.signer)}</h3><dl>
<dt>${t('iin')}</dt><dd>${e(s.iin ?? '—')}</dd><dt>${d('bin')}</dt><dd>${e(s.bin ?? '—')}</dd>
<dt>${t('organization')}</dt><dd>${e(s.organization ?? '—')}</dd><dt>${t('serial')}</dt><dd>${e(s.certificateSerial)}</dd>
<dt>${t('validity')}</dt><dd>${e(`${almatyDateTime(s.validFrom)} – ${almatyDateTime(s.validTo)}`)}</dd>
<dt>${t('issuer')}</dt><dd>${e(s.issuer)}</dd><dt>${t('signedAt')}</dt><dd>${e(almatyDateTime(s.signedAt))}</dd>
<dt>${t('documentHash')}</dt><dd class="hash">${e(s.documentSha256)}</dd></dl>
<p><a href="${e(s.verificationUrl)}" rel="noopener">${t('checkSignatures')}</a></p></section>`,
    )
    .join('');
  const title = `${AVR_DOCUMENT_TEXTS.title[lang]} ${data.number}`;
  const note = replacementNote(data, lang);
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<style>
body{font-family:Inter,'DejaVu Sans',Arial,sans-serif;color:#212529;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.4}
h1{font-size:1.3rem;text-align:center;margin:.5rem 0}.sub{text-align:center;color:#495057;margin:.2rem 0}
.parties{display:flex;flex-wrap:wrap;gap:1rem 2rem;margin:1rem 0}.party{flex:1 1 18rem}.party h2{font-size:1rem;margin:0 0 .3rem}
.party p{margin:.1rem 0;font-size:.9rem}.label{color:#495057}
table{border-collapse:collapse;width:100%;font-size:.85rem;margin:.5rem 0}th,td{border:1px solid #adb5bd;padding:.3rem .4rem;text-align:left;vertical-align:top}
th{background:#f1f3f5}.num{text-align:right;white-space:nowrap}.scroll{overflow-x:auto}
.totals{margin-left:auto;width:auto}.totals td{border:none;padding:.15rem .4rem}.totals tr:last-child td{font-weight:700}
.words p{margin:.1rem 0}.note{color:#495057;font-size:.85rem}.signature dl{display:grid;grid-template-columns:minmax(8rem,16rem) minmax(0,1fr);gap:.2rem 1rem;font-size:.9rem}
@media (max-width:36rem){.signature dl{grid-template-columns:minmax(0,1fr);gap:0}.signature dd{margin-bottom:.4rem}}
.replacement{color:#b02a37}.signature dt{color:#495057}.signature dd{margin:0;overflow-wrap:anywhere}.right{text-align:right}.hash{word-break:break-all;font-family:monospace}
</style></head><body>
<main>
<h1>${e(bilingual(AVR_DOCUMENT_TEXTS.title, lang))}</h1>
<p class="sub"><strong>${e(fillText(DOCUMENT_TEXTS.numberDated[lang], { number: data.number, date: formatDay(data.date) }))}</strong></p>
<p class="sub">${e(fillText(AVR_DOCUMENT_TEXTS.period[lang], { from: formatDay(from), to: formatDay(to) }))}</p>
${
  note
    ? `<p class="sub replacement"><strong>${e(note)}</strong></p>
`
    : ''
}<div class="parties">${party(t('contractor'), jetkizLines(lang))}${party(t('customer'), customerLines(data.customer, lang))}</div>
<p class="note">${t('contract')}: ${t('offer')}</p>
<div class="scroll"><table><thead>${cells([DOCUMENT_TEXTS.number[lang], AVR_DOCUMENT_TEXTS.works[lang], AVR_DOCUMENT_TEXTS.unit[lang], DOCUMENT_TEXTS.qty[lang], DOCUMENT_TEXTS.price[lang], DOCUMENT_TEXTS.sum[lang]], 'th', 3)}</thead><tbody>${summary}</tbody></table></div>
<table class="totals"><tbody>
<tr><td>${d('total')}:</td><td class="num">${e(money(data.totals.total, lang))}</td></tr>
<tr><td>${e(vatLabel(data.totals.vatBasisPoints, lang))}:</td><td class="num">${e(money(data.totals.vat, lang))}</td></tr>
<tr><td>${t('totalWithVat')}:</td><td class="num">${e(money(data.totals.total, lang))}</td></tr>
</tbody></table>
<div class="words"><p><strong>${e(bilingual(DOCUMENT_TEXTS.inWords, lang))}:</strong></p>${words.map((line) => `<p lang="${line.lang}">${e(line.text)}</p>`).join('')}</div>
<p>${t('statement')}</p><p class="note">${t('terms')}</p>
<h2>${e(fillText(AVR_DOCUMENT_TEXTS.appendix[lang], { number: data.number }))}</h2>
${orders ? `<div class="scroll"><table><thead>${cells([DOCUMENT_TEXTS.number[lang], AVR_DOCUMENT_TEXTS.order[lang], AVR_DOCUMENT_TEXTS.deliveredOn[lang], AVR_DOCUMENT_TEXTS.route[lang], AVR_DOCUMENT_TEXTS.tariff[lang], DOCUMENT_TEXTS.sum[lang]], 'th', 5)}</thead><tbody>${orders}</tbody></table></div><p class="right"><strong>${t('appendixTotal')}: ${e(money(data.totals.orders, lang))}</strong></p>` : ''}
${services ? `<h3>${t('services')}</h3><div class="scroll"><table><thead>${cells([DOCUMENT_TEXTS.number[lang], AVR_DOCUMENT_TEXTS.works[lang], AVR_DOCUMENT_TEXTS.deliveredOn[lang], DOCUMENT_TEXTS.qty[lang], DOCUMENT_TEXTS.price[lang], DOCUMENT_TEXTS.sum[lang]], 'th', 3)}</thead><tbody>${services}</tbody></table></div>` : ''}
<h2>${t('signatures')}</h2>
${signatureItems || `<p class="note">${t('noSignatures')}</p>`}
</main></body></html>
`;
};
