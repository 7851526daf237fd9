import {
  fillText,
  formatDay,
  formatNumber,
  formatTenge,
  isSizelessPack,
  isUnmeasuredPack,
  type Lang,
  type Localized,
  type OrderSettlement,
  partyIdLabel,
  type Tiyn,
} from '@jetkiz/domain';
import { drawCode128, drawQr } from './barcodes.ts';
import { almatyDateTime, type Pdf, renderPdf } from './pdf.ts';

/** Every word on a waybill and a label, in ru, kk and en. */
export const SHIPPING_TEXTS = {
  waybill: { ru: 'Накладная', kk: 'Жүкқұжат', en: 'Waybill' },
  /** «№» is not English: «Waybill No. JZ-…». */
  number: { ru: '№', kk: '№', en: 'No.' },
  order: { ru: 'Заказ', kk: 'Тапсырыс', en: 'Order' },
  created: { ru: 'Создан', kk: 'Құрылған күні', en: 'Created' },
  sender: { ru: 'Отправитель', kk: 'Жөнелтуші', en: 'Sender' },
  receiver: { ru: 'Получатель', kk: 'Алушы', en: 'Recipient' },
  iin: { ru: 'ИИН', kk: 'ЖСН', en: 'IIN' },
  bin: { ru: 'БИН', kk: 'БСН', en: 'BIN' },
  parcel: { ru: 'Груз', kk: 'Жүк', en: 'Parcel' },
  content: { ru: 'Содержимое', kk: 'Ішіндегісі', en: 'Contents' },
  places: { ru: 'Кол-во мест', kk: 'Орын саны', en: 'Packages' },
  weight: { ru: 'Оплачиваемый вес', kk: 'Төленетін салмақ', en: 'Chargeable weight' },
  kg: { ru: 'кг', kk: 'кг', en: 'kg' },
  declared: { ru: 'Объявленная ценность', kk: 'Жарияланған құны', en: 'Declared value' },
  carrier: { ru: 'Перевозчик', kk: 'Тасымалдаушы', en: 'Carrier' },
  carrierTrack: { ru: 'Номер перевозчика', kk: 'Тасымалдаушы нөмірі', en: 'Carrier number' },
  pickup: { ru: 'Дата забора', kk: 'Алып кету күні', en: 'Pickup date' },
  delivery: { ru: 'Ожидаемая доставка', kk: 'Күтілетін жеткізу', en: 'Expected delivery' },
  amounts: { ru: 'Стоимость', kk: 'Құны', en: 'Charges' },
  total: { ru: 'Стоимость доставки', kk: 'Жеткізу құны', en: 'Delivery charge' },
  discount: { ru: 'Скидка по промокоду', kk: 'Промокод бойынша жеңілдік', en: 'Promo code discount' },
  paid: { ru: 'Оплачено с кошелька', kk: 'Әмияннан төленді', en: 'Paid from the wallet' },
  /** A post-paid company's order, handed over on credit: nothing to collect, the monthly act bills it. */
  onCredit: { ru: 'Постоплата (по акту)', kk: 'Кейін төлеу (акт бойынша)', en: 'Post-paid (monthly act)' },
  due: { ru: 'К оплате', kk: 'Төлеуге', en: 'Due' },
  signSender: { ru: 'Сдал (отправитель)', kk: 'Тапсырды (жөнелтуші)', en: 'Handed over (sender)' },
  signCourier: { ru: 'Принял (курьер)', kk: 'Қабылдады (курьер)', en: 'Received (courier)' },
  signReceiver: { ru: 'Получил (получатель)', kk: 'Алды (алушы)', en: 'Received (recipient)' },
  date: { ru: 'дата', kk: 'күні', en: 'date' },
  trackAt: { ru: 'Отслеживание', kk: 'Бақылау', en: 'Tracking' },
  place: { ru: 'Место {{n}} из {{m}}', kk: '{{n}}‑орын, барлығы {{m}}', en: 'Package {{n}} of {{m}}' },
  noDeclared: { ru: 'не указана', kk: 'көрсетілмеген', en: 'not declared' },
  contact: { ru: 'Контактное лицо', kk: 'Байланыс тұлғасы', en: 'Contact person' },
  deliveryType: { ru: 'Тип доставки', kk: 'Жеткізу түрі', en: 'Delivery type' },
  packs: { ru: 'Места: Д×Ш×В, вес, объём', kk: 'Орындар: Ұ×Е×Б, салмақ, көлем', en: 'Packages: L×W×H, weight, volume' },
  /** The places of a shipment given by weight alone (domain isSizelessPack): nobody gave their size. */
  packsByWeight: { ru: 'Места: вес', kk: 'Орындар: салмақ', en: 'Packages: weight' },
  /** The places of a shipment given by its weight and volume (domain isUnmeasuredPack): their size is not known. */
  packsByWeightVolume: { ru: 'Места: вес, объём', kk: 'Орындар: салмақ, көлем', en: 'Packages: weight, volume' },
  physWeight: { ru: 'Физический вес', kk: 'Нақты салмағы', en: 'Physical weight' },
  cm: { ru: 'см', kk: 'см', en: 'cm' },
  m3: { ru: 'м³', kk: 'м³', en: 'm³' },
  pcs: { ru: 'шт.', kk: 'дана', en: 'pcs' },
} as const satisfies Record<string, Localized>;

export type ShippingParty = {
  name: string;
  /** The person to ask for when the party is a company (its name is `name`); null for a person. */
  contact?: string | null;
  phone: string;
  iinOrBin: string | null;
  address: string;
  notation: string | null;
};

export type ShippingData = {
  orderNumber: string;
  trackNumber: string;
  createdAt: Date;
  carrier: string;
  carrierTrackingNumber: string | null;
  product: string;
  from: string;
  to: string;
  sender: ShippingParty;
  receiver: ShippingParty;
  content: string;
  description: string | null;
  places: number;
  chargeableKg: number;
  declared: Tiyn | null;
  total: Tiyn;
  totalWithPromo: Tiyn;
  /** Paid from the wallet, handed over on credit (post-paid), or not settled (domain orderSettlement). */
  settlement: OrderSettlement;
  pickupDate: string | null;
  deliveryFrom: string;
  deliveryTo: string;
  trackingUrl: string;
  /** The delivery type's name (spec §3), when the order has one. */
  deliveryType?: string | null;
  /** Each size of pack: one place's dimensions (cm), weight (kg) and volume (m³), and how many places. */
  packs?: ReadonlyArray<{
    length: number;
    width: number;
    height: number;
    physWeight: number;
    volume: number;
    placeCnt: number;
    fromTotals?: boolean;
  }>;
};

/**
 * «30×20×10 см · 2 кг · 0,006 м³»: one place of a pack. A place nobody measured (domain isUnmeasuredPack) gives its
 * weight, and its share of the volume when there is one: «2,5 кг», «2,5 кг · 0,05 м³», where «0×0×0 см · 0 м³» read as
 * a parcel of no size and «36,84×36,84×36,84 см» as a size the customer never gave.
 */
const packLine = (
  p: { length: number; width: number; height: number; physWeight: number; volume: number; fromTotals?: boolean },
  lang: Lang,
): string => {
  const t = (k: Key) => SHIPPING_TEXTS[k][lang];
  const n = (x: number, digits = 2) => formatNumber(x, lang, digits);
  const weight = `${n(p.physWeight, 3)} ${t('kg')}`;
  const volume = `${n(p.volume, 6)} ${t('m3')}`;
  if (isSizelessPack(p)) return weight;
  if (isUnmeasuredPack(p)) return `${weight} · ${volume}`;
  return `${n(p.length)}×${n(p.width)}×${n(p.height)} ${t('cm')} · ${weight} · ${volume}`;
};

/** The heading of the packs' row: what each line gives. */
const packsHeading = (packs: NonNullable<ShippingData['packs']>): Key =>
  packs.every(isSizelessPack) ? 'packsByWeight' : packs.every(isUnmeasuredPack) ? 'packsByWeightVolume' : 'packs';

/** The pack a place (1-based) belongs to: packs hold their places in order. */
const packOfPlace = (d: ShippingData, place: number) => {
  let seen = 0;
  for (const pack of d.packs ?? []) {
    seen += pack.placeCnt;
    if (place <= seen) return pack;
  }
  return undefined;
};

type Key = keyof typeof SHIPPING_TEXTS;
const money = (tiyn: Tiyn, lang: Lang) => formatTenge(tiyn, lang, { tiyn: 'always' }).replace(/\u00a0/g, ' ');
const day = (iso: string | null) => (iso ? formatDay(iso) : '—');

/** A4 waybill: numbers and barcodes, both parties, the parcel, charges, dates, three signatures. */
export const renderWaybill = (d: ShippingData, lang: Lang): Promise<Buffer> =>
  renderPdf({ size: 'A4', title: `${SHIPPING_TEXTS.waybill[lang]} ${d.orderNumber}`, lang, barcodes: true }, (doc) => {
    const t = (k: Key) => SHIPPING_TEXTS[k][lang];
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const top = doc.page.margins.top;

    doc.font('bold').fontSize(20).fillColor('#007a4d').text('Jetkiz', left, top);
    doc
      .font('bold')
      .fontSize(15)
      .fillColor('#111111')
      .text(`${t('waybill')} ${t('number')} ${d.orderNumber}`, left, top + 28);
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#555555')
      .text(`${t('created')}: ${almatyDateTime(d.createdAt)}`, left, top + 50);
    // Track number as Code128 (scanners) and QR (phones: opens the public tracking page).
    drawCode128(doc, d.trackNumber, left, top + 68, 230, 46);
    doc
      .font('bold')
      .fontSize(12)
      .fillColor('#111111')
      .text(d.trackNumber, left, top + 118, { width: 230, align: 'center', characterSpacing: 2 });
    drawQr(doc, d.trackingUrl, left + width - 104, top, 104);

    let y = top + 146;
    const colWidth = (width - 16) / 2;
    const partyBox = (title: string, p: ShippingParty, x: number) => {
      let py = y;
      doc.font('bold').fontSize(10).fillColor('#007a4d').text(title.toUpperCase(), x, py, { width: colWidth });
      py = doc.y + 2;
      doc.font('bold').fontSize(11).fillColor('#111111').text(p.name, x, py, { width: colWidth });
      doc.font('regular').fontSize(10);
      if (p.contact) doc.text(`${t('contact')}: ${p.contact}`, { width: colWidth });
      doc.text(p.phone, { width: colWidth });
      if (p.iinOrBin) doc.text(`${t(partyIdLabel(p.iinOrBin))}: ${p.iinOrBin}`, { width: colWidth });
      doc.text(p.address, { width: colWidth });
      if (p.notation) doc.fillColor('#555555').text(p.notation, { width: colWidth });
      return doc.y;
    };
    const bottom = Math.max(partyBox(t('sender'), d.sender, left), partyBox(t('receiver'), d.receiver, left + colWidth + 16));
    y = bottom + 12;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor('#cccccc')
      .stroke();
    y += 10;

    const rows: Array<[string, string]> = [
      [t('content'), d.description ? `${d.content} — ${d.description}` : d.content],
      [t('places'), String(d.places)],
      ...(d.packs?.length
        ? ([
            [t(packsHeading(d.packs)), d.packs.map((p) => `${packLine(p, lang)} × ${p.placeCnt} ${t('pcs')}`).join('\n')],
            [
              t('physWeight'),
              `${formatNumber(
                d.packs.reduce((kg, p) => kg + p.physWeight * p.placeCnt, 0),
                lang,
                3,
              )} ${t('kg')}`,
            ],
          ] as Array<[string, string]>)
        : []),
      [t('weight'), `${d.chargeableKg} ${t('kg')}`],
      [t('declared'), d.declared === null ? t('noDeclared') : money(d.declared, lang)],
      [t('carrier'), `${d.carrier} · ${d.product}`],
      ...(d.deliveryType ? ([[t('deliveryType'), d.deliveryType]] as Array<[string, string]>) : []),
      [t('carrierTrack'), d.carrierTrackingNumber ?? '—'],
      [t('pickup'), d.pickupDate ? `${day(d.pickupDate)} 10:00` : '—'],
      [t('delivery'), `${day(d.deliveryFrom)} – ${day(d.deliveryTo)}`],
      [t('total'), money(d.total, lang)],
      ...(d.total !== d.totalWithPromo
        ? ([[t('discount'), `−${money(d.total - d.totalWithPromo, lang)}`]] as Array<[string, string]>)
        : []),
      [t(d.settlement === 'paid' ? 'paid' : d.settlement === 'onCredit' ? 'onCredit' : 'due'), money(d.totalWithPromo, lang)],
    ];
    doc.font('bold').fontSize(10).fillColor('#007a4d').text(t('parcel').toUpperCase(), left, y);
    y = doc.y + 4;
    for (const [label, value] of rows) {
      doc.font('regular').fontSize(9).fillColor('#555555').text(label, left, y, { width: 170 });
      const labelBottom = doc.y;
      doc
        .font('regular')
        .fontSize(10)
        .fillColor('#111111')
        .text(value, left + 175, y, { width: width - 175 });
      y = Math.max(doc.y, labelBottom) + 3;
    }

    // Signatures: who handed over, who took it, who received it.
    y += 24;
    const sigWidth = (width - 32) / 3;
    [t('signSender'), t('signCourier'), t('signReceiver')].forEach((label, i) => {
      const x = left + i * (sigWidth + 16);
      doc
        .moveTo(x, y + 28)
        .lineTo(x + sigWidth, y + 28)
        .strokeColor('#111111')
        .stroke();
      doc
        .font('regular')
        .fontSize(9)
        .fillColor('#111111')
        .text(label, x, y + 32, { width: sigWidth });
      doc.fillColor('#555555').text(`${t('date')}: ____.____.20____`, x, doc.y + 2, { width: sigWidth });
    });
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#555555')
      .text(`${t('trackAt')}: ${d.trackingUrl}`, left, doc.page.height - doc.page.margins.bottom - 12, {
        width,
        lineBreak: false,
      });
  });

/** One label, A6-sized, at (x, y): track barcode, place N of M, the route, the recipient. */
const drawLabel = (doc: Pdf, d: ShippingData, place: number, lang: Lang, x: number, y: number) => {
  const t = (k: Key) => SHIPPING_TEXTS[k][lang];
  const w = 297.64;
  const pad = 16;
  const inner = w - 2 * pad;
  doc
    .font('bold')
    .fontSize(14)
    .fillColor('#007a4d')
    .text('Jetkiz', x + pad, y + pad, { width: inner - 60, lineBreak: false });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#555555')
    .text(`${d.carrier} · ${d.orderNumber}`, x + pad, y + pad + 18, { width: inner - 60, lineBreak: false });
  drawQr(doc, d.trackingUrl, x + w - pad - 56, y + pad - 6, 56);
  drawCode128(doc, d.trackNumber, x + pad, y + 64, inner, 54);
  doc
    .font('bold')
    .fontSize(13)
    .fillColor('#111111')
    .text(d.trackNumber, x + pad, y + 122, { width: inner, align: 'center', characterSpacing: 2, lineBreak: false });
  doc
    .font('bold')
    .fontSize(18)
    .text(fillText(t('place'), { n: place, m: d.places }), x + pad, y + 146, {
      width: inner,
      align: 'center',
      lineBreak: false,
    });
  doc
    .font('bold')
    .fontSize(13)
    .text(`${d.from} → ${d.to}`, x + pad, y + 178, { width: inner, align: 'center' });
  let ly = doc.y + 10;
  doc
    .moveTo(x + pad, ly)
    .lineTo(x + w - pad, ly)
    .strokeColor('#cccccc')
    .stroke();
  ly += 8;
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#555555')
    .text(t('receiver').toUpperCase(), x + pad, ly, { width: inner });
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('#111111')
    .text(d.receiver.name, x + pad, doc.y + 1, { width: inner });
  doc.font('regular').fontSize(10);
  if (d.receiver.contact) doc.text(`${t('contact')}: ${d.receiver.contact}`, { width: inner });
  doc.text(d.receiver.phone, { width: inner });
  doc.text(d.receiver.address, { width: inner, height: 44, ellipsis: true });
  // This place's size, weight and volume (spec §3 Parcel), above the order's chargeable weight.
  const pack = packOfPlace(d, place);
  if (pack)
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#111111')
      .text(packLine(pack, lang), x + pad, y + 420 - pad - 26, { width: inner, lineBreak: false });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#555555')
    .text(`${t('weight')}: ${d.chargeableKg} ${t('kg')}`, x + pad, y + 420 - pad - 12, { width: inner, lineBreak: false });
};

/** A6 labels for thermal printers, one page per place. */
export const renderLabelsA6 = (d: ShippingData, lang: Lang): Promise<Buffer> =>
  renderPdf({ size: 'A6', margin: 0, title: `${d.trackNumber}`, lang, barcodes: true }, (doc) => {
    for (let place = 1; place <= d.places; place++) {
      if (place > 1) doc.addPage({ size: 'A6', margin: 0 });
      drawLabel(doc, d, place, lang, 0, 0);
    }
  });

/** The same labels four to an A4 page (cut along the lines). */
export const renderLabelsA4 = (d: ShippingData, lang: Lang): Promise<Buffer> =>
  renderPdf({ size: 'A4', margin: 0, title: `${d.trackNumber}`, lang, barcodes: true }, (doc) => {
    for (let place = 1; place <= d.places; place++) {
      const slot = (place - 1) % 4;
      if (place > 1 && slot === 0) doc.addPage({ size: 'A4', margin: 0 });
      const x = (slot % 2) * 297.64;
      const y = Math.floor(slot / 2) * 420.94;
      drawLabel(doc, d, place, lang, x, y);
      if (slot === 0) {
        doc
          .save()
          .dash(4, { space: 4 })
          .strokeColor('#999999')
          .moveTo(297.64, 0)
          .lineTo(297.64, 841.89)
          .moveTo(0, 420.94)
          .lineTo(595.28, 420.94)
          .stroke()
          .undash()
          .restore();
      }
    }
  });
