import {
  amountInWordsLines,
  fillText,
  formatPercent,
  formatPhone,
  formatTenge,
  type Lang,
  type Localized,
  type Tiyn,
  vatOf,
} from '@jetkiz/domain';
import { almatyDateTime, type Pdf, renderPdf } from './pdf.ts';
import { JETKIZ_REQUISITES as J } from './requisites.ts';

/** Every word printed on a receipt or an invoice, in ru, kk and en. */
export const DOCUMENT_TEXTS = {
  receipt: { ru: 'Квитанция', kk: 'Түбіртек', en: 'Receipt' },
  invoice: { ru: 'Счёт на оплату', kk: 'Төлемге арналған шот', en: 'Invoice' },
  number: { ru: '№', kk: '№', en: 'No.' },
  /** The number and date after a document's name: «№ 17 от 12.03.2026», «№ 17, 12.03.2026 ж.», «No. 17 dated 12.03.2026». */
  numberDated: { ru: '№ {{number}} от {{date}}', kk: '№ {{number}}, {{date}} ж.', en: 'No. {{number}} dated {{date}}' },
  supplier: { ru: 'Поставщик', kk: 'Жеткізуші', en: 'Supplier' },
  buyer: { ru: 'Покупатель', kk: 'Сатып алушы', en: 'Buyer' },
  payer: { ru: 'Плательщик', kk: 'Төлеуші', en: 'Payer' },
  bin: { ru: 'БИН', kk: 'БСН', en: 'BIN' },
  iin: { ru: 'ИИН', kk: 'ЖСН', en: 'IIN' },
  iik: { ru: 'ИИК', kk: 'ЖСК', en: 'IBAN' },
  bank: { ru: 'Банк', kk: 'Банк', en: 'Bank' },
  bik: { ru: 'БИК', kk: 'БСК', en: 'BIC' },
  kbe: { ru: 'КБе', kk: 'КБе', en: 'Beneficiary code' },
  knp: { ru: 'КНП', kk: 'ТМК', en: 'Payment purpose code' },
  address: { ru: 'Адрес', kk: 'Мекенжайы', en: 'Address' },
  phone: { ru: 'Телефон', kk: 'Телефон', en: 'Phone' },
  date: { ru: 'Дата и время (Алматы)', kk: 'Күні мен уақыты (Алматы)', en: 'Date and time (Almaty)' },
  operation: { ru: 'Операция', kk: 'Операция', en: 'Operation' },
  order: { ru: 'Заказ', kk: 'Тапсырыс', en: 'Order' },
  act: { ru: 'Акт', kk: 'Акт', en: 'Act' },
  card: { ru: 'Карта', kk: 'Карта', en: 'Card' },
  amount: { ru: 'Сумма', kk: 'Сомасы', en: 'Amount' },
  /** The rate is the one in force on the document's date (packages/domain VAT_RATES). */
  vat: { ru: 'в т. ч. НДС {{rate}}', kk: 'оның ішінде ҚҚС {{rate}}', en: 'incl. VAT {{rate}}' },
  balanceAfter: { ru: 'Остаток в кошельке', kk: 'Әмияндағы қалдық', en: 'Wallet balance after' },
  item: { ru: 'Наименование', kk: 'Атауы', en: 'Description' },
  qty: { ru: 'Кол-во', kk: 'Саны', en: 'Qty' },
  unit: { ru: 'Ед.', kk: 'Бірл.', en: 'Unit' },
  unitName: { ru: 'усл.', kk: 'қызм.', en: 'svc' },
  price: { ru: 'Цена, ₸', kk: 'Бағасы, ₸', en: 'Price, ₸' },
  sum: { ru: 'Сумма, ₸', kk: 'Сомасы, ₸', en: 'Sum, ₸' },
  total: { ru: 'Итого', kk: 'Барлығы', en: 'Total' },
  toPay: { ru: 'Всего к оплате', kk: 'Барлығы төлеуге', en: 'Total due' },
  inWords: { ru: 'Сумма прописью', kk: 'Сомасы жазумен', en: 'Amount in words' },
  purpose: { ru: 'Назначение платежа', kk: 'Төлем мақсаты', en: 'Payment purpose' },
  topUpPurpose: {
    ru: 'Пополнение кошелька Jetkiz по счёту {{number}}, лицевой счёт {{account}}',
    kk: 'Jetkiz әмиянын толықтыру, шот: {{number}}, дербес шот: {{account}}',
    en: 'Jetkiz wallet top-up by invoice {{number}}, account {{account}}',
  },
  orderPurpose: {
    ru: 'Оплата доставки по заказу {{order}}',
    kk: '{{order}} тапсырысы бойынша жеткізуді төлеу',
    en: 'Payment for delivery, order {{order}}',
  },
  topUpItem: { ru: 'Пополнение кошелька Jetkiz', kk: 'Jetkiz әмиянын толықтыру', en: 'Jetkiz wallet top-up' },
  orderItem: {
    ru: 'Услуги доставки по заказу {{order}}',
    kk: '{{order}} тапсырысы бойынша жеткізу қызметтері',
    en: 'Delivery services, order {{order}}',
  },
  promo: { ru: 'Скидка по промокоду {{code}}', kk: '{{code}} промокоды бойынша жеңілдік', en: 'Promo code {{code}} discount' },
  validity: {
    ru: 'Счёт действителен 5 банковских дней. Оплата в тенге, НДС включён.',
    kk: 'Шот 5 банк күні ішінде жарамды. Төлем теңгемен, ҚҚС‑ты қоса алғанда.',
    en: 'The invoice is valid for 5 banking days. Payment in tenge, VAT included.',
  },
  signature: { ru: 'Руководитель', kk: 'Басшы', en: 'Director' },
  accountant: { ru: 'Бухгалтер', kk: 'Бухгалтер', en: 'Accountant' },
  electronic: {
    ru: 'Документ сформирован в электронном виде сервисом Jetkiz и действителен без подписи.',
    kk: 'Құжат Jetkiz сервисі арқылы электрондық түрде жасалған және қол қойылмаса да жарамды.',
    en: 'This document was generated electronically by Jetkiz and is valid without a signature.',
  },
} as const satisfies Record<string, Localized>;

type Key = keyof typeof DOCUMENT_TEXTS;

/** «в т. ч. НДС 16 %»: the VAT label with the rate in force on the document's date, written the language's way. */
const vatLabel = (basisPoints: number, lang: Lang) =>
  fillText(DOCUMENT_TEXTS.vat[lang], { rate: formatPercent(basisPoints, lang).replace(/\u00a0/g, ' ') });

/**
 * Invoices carry the state language with the caller's: «Сатып алушы / Покупатель», as Kazakh accounting does; a word
 * the same in both is written once («Телефон», not «Телефон / Телефон»).
 */
export const bilingualOf = (text: (l: Lang) => string, lang: Lang) => {
  const first = text(lang);
  const second = text(lang === 'ru' ? 'kk' : 'ru');
  return first === second ? first : `${first} / ${second}`;
};
const bilingual = (key: Key, lang: Lang) => bilingualOf((l) => DOCUMENT_TEXTS[key][l], lang);

export type Party = { name: string; idLabel: 'bin' | 'iin'; id: string | null; address: string | null; phone: string };

export const money = (tiyn: Tiyn, lang: Lang) => formatTenge(tiyn, lang, { tiyn: 'always' }).replace(/\u00a0/g, ' ');

/** A label and its value side by side; the next row starts below the taller of the two, so nothing overlaps. */
export const rowLine = (doc: Pdf, label: string, value: string, x: number, width: number) => {
  const y = doc.y;
  doc.font('regular').fontSize(9).fillColor('#555555').text(label, x, y, { width: 150 });
  const labelBottom = doc.y;
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#111111')
    .text(value, x + 155, y, { width: width - 155 });
  doc.y = Math.max(doc.y, labelBottom);
  doc.moveDown(0.35);
};

export const brandHeader = (doc: Pdf, title: string, lang: Lang) => {
  const left = doc.page.margins.left;
  doc.font('bold').fontSize(20).fillColor('#007a4d').text('Jetkiz', left, doc.page.margins.top);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#555555')
    .text(`${J.name[lang]} · ${DOCUMENT_TEXTS.bin[lang]} ${J.bin} · ${J.address[lang]}`);
  doc.moveDown(0.8);
  doc.font('bold').fontSize(15).fillColor('#111111').text(title);
  doc.moveDown(0.6);
};

export type ReceiptData = {
  number: string;
  kindName: string;
  at: Date;
  /** Into the wallet positive, out of it negative. */
  amount: Tiyn;
  balanceAfter: Tiyn;
  orderNumber: string | null;
  /** What `orderNumber` numbers: an order, or the act of completed works a post-paid company pays. */
  orderLabel?: 'order' | 'act';
  cardMask: string | null;
  payer: Party;
  /** Payments of services carry VAT; wallet top-ups are advances and do not. */
  withVat: boolean;
  /** The turnover date whose VAT rate applies: the movement's own, or for a refund the payment's it reverses. */
  vatDate?: Date;
};

/** A5 receipt of one wallet movement in the caller's language. */
export const renderReceipt = (data: ReceiptData, lang: Lang): Promise<Buffer> =>
  renderPdf({ size: 'A5', title: `${DOCUMENT_TEXTS.receipt[lang]} ${data.number}`, lang }, (doc) => {
    const t = (k: Key) => DOCUMENT_TEXTS[k][lang];
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    brandHeader(doc, `${t('receipt')} ${t('number')} ${data.number}`, lang);
    rowLine(doc, t('date'), almatyDateTime(data.at), left, width);
    rowLine(doc, t('operation'), data.kindName, left, width);
    if (data.orderNumber) rowLine(doc, t(data.orderLabel ?? 'order'), data.orderNumber, left, width);
    if (data.cardMask) rowLine(doc, t('card'), data.cardMask, left, width);
    rowLine(doc, t('payer'), data.payer.name, left, width);
    if (data.payer.id) rowLine(doc, t(data.payer.idLabel), data.payer.id, left, width);
    rowLine(doc, t('phone'), formatPhone(data.payer.phone), left, width);
    doc.moveDown(0.5);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor('#cccccc')
      .stroke();
    doc.moveDown(0.6);
    const y = doc.y;
    doc.font('bold').fontSize(12).fillColor('#111111').text(t('amount'), left, y);
    const sign = data.amount > 0 ? '+' : '−';
    doc.text(`${sign}${money(Math.abs(data.amount), lang)}`, left, y, { width, align: 'right' });
    doc.moveDown(0.3);
    if (data.withVat) {
      const { basisPoints, vat } = vatOf(Math.abs(data.amount), data.vatDate ?? data.at);
      rowLine(doc, vatLabel(basisPoints, lang), money(vat, lang), left, width);
    }
    rowLine(doc, t('balanceAfter'), money(data.balanceAfter, lang), left, width);
    doc.moveDown(1.5);
    doc.font('regular').fontSize(8).fillColor('#555555').text(t('electronic'), left, doc.y, { width });
  });

export type InvoiceData = {
  number: string;
  at: Date;
  buyer: Party;
  /** One line: a wallet top-up, or an order's delivery. */
  line: { kind: 'topup' } | { kind: 'order'; orderNumber: string; total: Tiyn; discount: Tiyn; promoCode: string | null };
  amount: Tiyn;
};

/** A4 invoice (счёт на оплату): requisites, buyer, the line, VAT inside, the sum in words in Russian and Kazakh. */
export const renderInvoice = (data: InvoiceData, lang: Lang): Promise<Buffer> =>
  renderPdf({ size: 'A4', title: `${DOCUMENT_TEXTS.invoice[lang]} ${data.number}`, lang }, (doc) => {
    const b = (k: Key) => bilingual(k, lang);
    const t = (k: Key) => DOCUMENT_TEXTS[k][lang];
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const date = almatyDateTime(data.at).slice(0, 10);
    brandHeader(doc, `${b('invoice')} ${fillText(t('numberDated'), { number: data.number, date })}`, lang);

    doc.font('bold').fontSize(10).fillColor('#111111').text(b('supplier'), left, doc.y);
    doc.moveDown(0.2);
    rowLine(doc, '', J.name[lang], left, width);
    rowLine(doc, b('bin'), J.bin, left, width);
    rowLine(doc, b('iik'), J.iik, left, width);
    rowLine(doc, b('bank'), `${J.bank[lang]}, ${t('bik')} ${J.bik}`, left, width);
    rowLine(doc, b('kbe'), J.kbe, left, width);
    rowLine(doc, b('knp'), J.knp, left, width);
    rowLine(doc, b('address'), J.address[lang], left, width);
    doc.moveDown(0.4);
    doc.font('bold').fontSize(10).fillColor('#111111').text(b('buyer'), left, doc.y);
    doc.moveDown(0.2);
    rowLine(doc, '', data.buyer.name, left, width);
    if (data.buyer.id) rowLine(doc, b(data.buyer.idLabel), data.buyer.id, left, width);
    if (data.buyer.address) rowLine(doc, b('address'), data.buyer.address, left, width);
    rowLine(doc, b('phone'), formatPhone(data.buyer.phone), left, width);
    doc.moveDown(0.6);

    // The table: № | description | qty | unit | price | sum.
    const cols = [24, width - 24 - 44 - 44 - 90 - 90, 44, 44, 90, 90];
    const xs = cols.map((_, i) => left + cols.slice(0, i).reduce((a, c) => a + c, 0));
    const cell = (texts: string[], bold: boolean) => {
      const y = doc.y;
      doc.font(bold ? 'bold' : 'regular').fontSize(9);
      const heights = texts.map((text, i) => doc.heightOfString(text, { width: (cols[i] ?? 0) - 8 }));
      const h = Math.max(...heights) + 8;
      texts.forEach((text, i) => {
        doc
          .rect(xs[i] ?? 0, y, cols[i] ?? 0, h)
          .strokeColor('#999999')
          .stroke();
        doc
          .fillColor('#111111')
          .text(text, (xs[i] ?? 0) + 4, y + 4, { width: (cols[i] ?? 0) - 8, align: i >= 4 ? 'right' : 'left' });
      });
      doc.x = left;
      doc.y = y + h;
    };
    const amount = (tiyn: Tiyn) => money(tiyn, lang).replace(' ₸', '');
    cell([t('number'), t('item'), t('qty'), t('unit'), t('price'), t('sum')], true);
    if (data.line.kind === 'topup') {
      cell(['1', t('topUpItem'), '1', t('unitName'), amount(data.amount), amount(data.amount)], false);
    } else {
      const { orderNumber, total, discount, promoCode } = data.line;
      cell(['1', fillText(t('orderItem'), { order: orderNumber }), '1', t('unitName'), amount(total), amount(total)], false);
      if (discount > 0)
        cell(
          [
            '2',
            fillText(t('promo'), { code: promoCode ?? '' }),
            '1',
            t('unitName'),
            `−${amount(discount)}`,
            `−${amount(discount)}`,
          ],
          false,
        );
    }
    doc.moveDown(0.6);
    const totals = (label: string, value: string, bold = false) => {
      const y = doc.y;
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(10)
        .fillColor('#111111');
      doc.text(label, left, y, { width: width - 110, align: 'right' });
      doc.text(value, left + width - 100, y, { width: 100, align: 'right' });
      doc.moveDown(0.3);
    };
    totals(`${b('total')}:`, money(data.amount, lang));
    const { basisPoints, vat } = vatOf(data.amount, data.at);
    totals(`${bilingualOf((l) => vatLabel(basisPoints, l), lang)}:`, money(vat, lang));
    totals(`${b('toPay')}:`, money(data.amount, lang), true);
    doc.moveDown(0.6);
    doc
      .font('bold')
      .fontSize(9)
      .text(`${b('inWords')}:`, left, doc.y, { width });
    doc.font('regular').fontSize(10);
    for (const line of amountInWordsLines(data.amount, lang)) doc.text(line.text, { width });
    doc.moveDown(0.6);
    const purpose =
      data.line.kind === 'topup'
        ? fillText(t('topUpPurpose'), { number: data.number, account: data.buyer.phone })
        : fillText(t('orderPurpose'), { order: data.line.orderNumber });
    doc
      .font('bold')
      .fontSize(9)
      .text(`${b('purpose')}:`, left, doc.y, { width });
    doc.font('regular').fontSize(10).text(purpose, { width });
    doc.moveDown(0.6);
    doc.fontSize(9).fillColor('#555555').text(t('validity'), { width });
    doc.moveDown(2);
    const y = doc.y;
    doc.fillColor('#111111').fontSize(10);
    doc.text(`${b('signature')} ____________________`, left, y, { width: width / 2 });
    doc.text(`${b('accountant')} ____________________`, left + width / 2, y, { width: width / 2 });
    doc.moveDown(2);
    doc.fontSize(8).fillColor('#555555').text(t('electronic'), left, doc.y, { width });
  });
