import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALMATY, fixtures, KARAGANDA } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { pdfText } from '../../../../test/pdf-text.ts';
import { orders } from '../../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, user, quote, orderBody, payOrder } = fixtures(() => t, '7777');
/** Set LANGUAGE_PDF_DIR to keep the documents for a look (pdftoppm). */
const keep = process.env.LANGUAGE_PDF_DIR;

const LANGS = [
  ['RU', 'ru'],
  ['KZ', 'kk'],
  ['EN', 'en'],
] as const;

/** A paid order of two places, its contents chosen from the list (stored as a code), the receiver on an avenue. */
const paidOrder = async () => {
  const { token } = await user('person');
  const pack = { length: 30, width: 20, height: 10, physWeight: 2, placeCnt: 2 };
  const order = (
    await call(
      'POST',
      '/api/order/protected/order',
      token,
      orderBody(await quote([pack]), { parcelInfo: { content: 'clothes', description: 'Қысқы куртка', packDtos: [pack] } }),
    )
  ).body;
  expect((await payOrder(token, order)).status).toBe(200);
  return { token, order: order as { id: string; orderNumber: string } };
};

/** A paid order of 5 kg in 2 places, calculated by its totals (no packs), with `more` of them (a volume). */
const paidOrderOfTotals = async (more: { volume?: number }) => {
  const { token } = await user('person');
  const calc = await call('POST', '/api/calc/public/calc', token, {
    from: ALMATY,
    to: KARAGANDA,
    weight: 5,
    placeCnt: 2,
    ...more,
  });
  expect(calc.status).toBe(200);
  const body = orderBody(calc.body.tariffs[0].calculatorId, { parcelInfo: { content: 'Книги', weight: 5, placeCnt: 2 } });
  const order = (await call('POST', '/api/order/protected/order', token, body)).body as { id: string; totalWithPromo: number };
  expect((await payOrder(token, order)).status).toBe(200);
  return { token, order };
};

const documentOf = async (token: string, orderId: string, type: string, lang: string) => {
  const response = await call('GET', `/api/order/protected/file/${orderId}.${type}`, token, undefined, lang);
  expect(response.status).toBe(200);
  const pdf = response.raw.rawPayload;
  if (keep) fs.writeFileSync(path.join(keep, `${type}-${lang.toLowerCase()}.pdf`), pdf);
  return { pdf, text: pdfText(pdf) };
};

describe('documents in each language', () => {
  it('name the contents in the document’s language, write the street the language’s way, and carry its language tag', async () => {
    const { token, order } = await paidOrder();
    const contents = { ru: 'Одежда и обувь', kk: 'Киім мен аяқ киім', en: 'Clothes and shoes' };
    // The flat with its word, as the order's page writes it (domain addressLine), not a bare number.
    const avenue = {
      ru: 'пр. Бухар-Жырау, 49, кв. 12',
      kk: 'Бухар-Жырау даңғ., 49, 12\u2011пәтер',
      en: 'Бухар-Жырау Ave., 49, flat 12',
    };
    const places = { ru: 'Место 1 из 2', kk: '1\u2011орын, барлығы 2', en: 'Package 1 of 2' };
    const tags = { ru: 'ru-KZ', kk: 'kk-KZ', en: 'en' };
    for (const [header, lang] of LANGS) {
      const waybill = await documentOf(token, order.id, 'waybill', header);
      expect(waybill.text).toContain(contents[lang]);
      // «№» is not English: «Waybill No. …»; the charge row says what it is.
      expect(waybill.text).toContain({ ru: 'Накладная № JZ-', kk: 'Жүкқұжат № JZ-', en: 'Waybill No. JZ-' }[lang]);
      expect(waybill.text).toContain({ ru: 'Стоимость доставки\n', kk: 'Жеткізу құны\n', en: 'Delivery charge\n' }[lang]);
      expect(waybill.text).toContain(avenue[lang]);
      // The sender is a person: the number is an IIN, not «ИИН/БИН».
      expect(waybill.text).toContain({ ru: 'ИИН: 850722400008', kk: 'ЖСН: 850722400008', en: 'IIN: 850722400008' }[lang]);
      expect(waybill.text).not.toMatch(/ИИН\/БИН|ЖСН\/БСН|IIN\/BIN/);
      expect(waybill.pdf.toString('latin1')).toContain(`/Lang (${tags[lang]})`);
      const label = await documentOf(token, order.id, 'label', header);
      expect(label.text).toContain(places[lang]);
      await documentOf(token, order.id, 'receipt', header);
      await documentOf(token, order.id, 'invoice', header);
    }
    const kk = (await documentOf(token, order.id, 'waybill', 'KZ')).text;
    expect(kk).toContain('Ішіндегісі');
    expect(kk).not.toContain('Мазмұны');
    const detail = await call('GET', `/api/order/protected/${order.id}`, token, undefined, 'KZ');
    expect(detail.body.parcel.content).toBe('Киім мен аяқ киім');
  });

  it('an invoice writes its sum in words in its own language first, and a word the same in both languages once', async () => {
    const { token, order } = await paidOrder();
    const words = {
      ru: /Сумма прописью \/ Сомасы жазумен:\n[А-Я][^\n]* тенге \d\d тиын\n[А-ЯӘҒҚҢӨҰҮҺІ][^\n]* теңге/,
      kk: /Сомасы жазумен \/ Сумма прописью:\n[^\n]* теңге \d\d тиын\n[^\n]* тенге/,
      en: /Amount in words \/ Сумма прописью:\n[A-Z][^\n]* tenge \d\d tiyn\n[^\n]* тенге \d\d тиын\n[^\n]* теңге/,
    };
    for (const [header, lang] of LANGS) {
      const { text } = await documentOf(token, order.id, 'invoice', header);
      expect(text).toMatch(words[lang]);
      expect(text).toContain({ ru: '№\nНаименование', kk: '№\nАтауы', en: 'No.\nDescription' }[lang]);
      expect(text).not.toMatch(/Телефон \/ Телефон|Банк \/ Банк|КБе \/ КБе|Бухгалтер \/ Бухгалтер/);
    }
  });

  it('an order given by weight alone lists its places by weight, not as «0×0×0 см · 0 м³», a parcel of no size', async () => {
    const { token, order } = await paidOrderOfTotals({});
    const lines = {
      ru: 'Места: вес\n2,5 кг × 2 шт.',
      kk: 'Орындар: салмақ\n2,5 кг × 2 дана',
      en: 'Packages: weight\n2.5 kg × 2 pcs',
    };
    for (const [header, lang] of LANGS) {
      const waybill = await documentOf(token, order.id, 'waybill', header);
      expect(waybill.text).toContain(lines[lang]);
      expect(waybill.text).not.toMatch(/0×0×0|м³|m³/);
      const label = await documentOf(token, order.id, 'label', header);
      expect(label.text).not.toMatch(/0×0×0|м³|m³/);
    }
  });

  it('an order given by weight and volume lists its places by weight and volume, not by the cube worked out for them', async () => {
    const { token, order } = await paidOrderOfTotals({ volume: 0.1 });
    // The order keeps the mark: its page says the weight, not a size nobody gave.
    const detail = await call('GET', `/api/order/protected/${order.id}`, token);
    expect(detail.body.packs).toEqual([expect.objectContaining({ physWeight: 2.5, placeCnt: 2, fromTotals: true })]);
    const lines = {
      ru: 'Места: вес, объём\n2,5 кг · 0,05 м³ × 2 шт.',
      kk: 'Орындар: салмақ, көлем\n2,5 кг · 0,05 м³ × 2 дана',
      en: 'Packages: weight, volume\n2.5 kg · 0.05 m³ × 2 pcs',
    };
    for (const [header, lang] of LANGS) {
      const waybill = await documentOf(token, order.id, 'waybill', header);
      expect(waybill.text).toContain(lines[lang]);
      expect(waybill.text).not.toMatch(/36[,.]84/);
      const label = await documentOf(token, order.id, 'label', header);
      expect(label.text).not.toMatch(/36[,.]84/);
    }
  });

  it('an order saved before, with the contents’ Kazakh name, reads in Russian on a Russian waybill', async () => {
    const { token, order } = await paidOrder();
    await t.database.db.update(orders).set({ content: 'Киім мен аяқ киім' }).where(eq(orders.id, order.id));
    expect((await documentOf(token, order.id, 'waybill', 'RU')).text).toContain('Одежда и обувь');
    await t.database.db.update(orders).set({ content: 'Саженцы яблони' }).where(eq(orders.id, order.id));
    expect((await documentOf(token, order.id, 'waybill', 'KZ')).text).toContain('Саженцы яблони');
  });
});
