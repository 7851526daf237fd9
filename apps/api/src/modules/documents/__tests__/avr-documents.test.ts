import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTenge, type Lang } from '@jetkiz/domain';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../test/pdf-text.ts';
import { escapeHtml, renderAvrHtml, renderAvrPdf } from '../avr-documents.ts';
import { shapedWords } from '../pdf.ts';
import { sampleAvr, sampleSignatures } from './avr-samples.ts';

/** Set AVR_PDF_DIR to keep the rendered acts for a look (pdftoppm -png -r 80). */
const keep = process.env.AVR_PDF_DIR;
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
/** pdfText gives one text run a line; a wrapped sentence is read back as one. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const money = (tiyn: number, lang: Lang) => formatTenge(tiyn, lang, { tiyn: 'always' }).replace(/\u00a0/g, ' ');

const render = async (orders: number, lang: Lang, signed: boolean) => {
  const data = sampleAvr(orders);
  const pdf = await renderAvrPdf(data, lang, signed ? sampleSignatures : []);
  if (keep) fs.writeFileSync(path.join(keep, `avr-${lang}-${orders}${signed ? '-signed' : ''}.pdf`), pdf);
  return { data, pdf, text: flat(pdfText(pdf)) };
};

describe('the act of completed works as PDF', () => {
  it.each(['ru', 'kk'] as const)(
    'in %s: a PDF with the requisites, period, totals with VAT inside and the sum in words',
    async (lang) => {
      const { data, pdf, text } = await render(1, lang, false);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.subarray(-6).toString()).toContain('%%EOF');
      expect(text).toContain('АВР-2026-000123');
      expect(text).toContain('01.03.2026 – 31.03.2026');
      expect(text).toContain('190440012345');
      expect(text).toContain('240340012341');
      expect(text).toContain(money(data.totals.total, lang));
      expect(text).toContain(money(data.totals.vat, lang));
      expect(text).toContain('16 %');
      // The sum in words in both languages, whatever the document's language: its own first, as its heading reads.
      const ruWords = 'Четыре тысячи девятьсот пятьдесят тенге 00 тиын';
      const kkWords = 'Төрт мың тоғыз жүз елу теңге 00 тиын';
      expect(text).toContain(
        lang === 'kk'
          ? `Сомасы жазумен / Сумма прописью: ${kkWords} ${ruWords}`
          : `Сумма прописью / Сомасы жазумен: ${ruWords} ${kkWords}`,
      );
      // A word the same in both languages is written once.
      expect(text).not.toMatch(/Банк \/ Банк|КБе \/ КБе|Телефон \/ Телефон/);
      expect(text).toContain(lang === 'kk' ? 'Орындалған жұмыстар' : 'Акт выполненных работ');
      expect(text).toContain(lang === 'kk' ? 'Тапсырыс беруші' : 'Заказчик');
    },
  );

  it('is a readable PDF to poppler too (pdfinfo), and the appendix grows it by pages', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avr-'));
    const pages: number[] = [];
    for (const orders of [1, 60, 200]) {
      const { pdf, text } = await render(orders, 'ru', false);
      const file = path.join(dir, `${orders}.pdf`);
      fs.writeFileSync(file, pdf);
      const info = execFileSync('pdfinfo', [file]).toString();
      const count = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
      expect(count).toBe(pagesOf(pdf));
      pages.push(count);
      expect(text).toContain(`JK-${260_300 + orders}`);
    }
    fs.rmSync(dir, { recursive: true });
    expect(pages[0]).toBe(2);
    expect(pages[1]).toBeGreaterThan(pages[0] ?? 0);
    expect(pages[2]).toBeGreaterThan(pages[1] ?? 0);
  });

  it('repeats the appendix header on every page it runs to, and totals the orders', async () => {
    const { data, text } = await render(60, 'kk', false);
    expect(text).toContain('Актіге қосымша (АВР-2026-000123): тапсырыстар тізімі');
    expect(text).toContain('Актіге қосымша (АВР-2026-000123), жалғасы');
    expect(text.split('Бағыт').length - 1).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`Тапсырыстар бойынша барлығы: ${money(data.totals.orders, 'kk')}`);
  });

  it('adds a signature sheet page for every signature, with the signer, IIN/BIN, certificate, time and link', async () => {
    const unsigned = await render(1, 'ru', false);
    const signed = await render(1, 'ru', true);
    expect(pagesOf(signed.pdf)).toBe(pagesOf(unsigned.pdf) + sampleSignatures.length);
    for (const s of sampleSignatures) {
      expect(signed.text).toContain(s.signer);
      expect(signed.text).toContain(s.iin ?? '');
      expect(signed.text).toContain(s.certificateSerial);
      expect(signed.text).toContain(s.verificationUrl);
    }
    // Almaty time: 04:12 UTC is 09:12 in Almaty.
    expect(signed.text).toContain('01.04.2026 09:12');
    expect(signed.text).toContain('Лист подписи');
    expect(unsigned.text).toContain('Подписывается ЭЦП');
    expect(signed.text).toContain('Подписано ЭЦП — см. лист подписи');
  });

  it('renders the same bytes from the same data (the document to sign can be re-derived)', async () => {
    const first = await renderAvrPdf(sampleAvr(5), 'kk');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await renderAvrPdf(sampleAvr(5), 'kk')).equals(first)).toBe(true);
    expect((await renderAvrPdf({ ...sampleAvr(5), number: 'АВР-2026-000124' }, 'kk')).equals(first)).toBe(false);
  });

  it('renders the same bytes with the shaped words kept (new, asked again, moved to the old ones) as fontkit shaping each', async () => {
    // A name in Greek goes to DejaVu; «ﬁ»-like ligatures and marks exercise the asks that do not replay.
    const odd = { ...sampleAvr(3), customer: { ...sampleAvr(3).customer, name: 'ΑΒΓ «Δέλτα» ТОО ffi é́ Ж' } };
    const cases = [
      [sampleAvr(40), 'ru', []],
      [sampleAvr(7), 'kk', sampleSignatures],
      [odd, 'kk', []],
    ] as const;
    const kept: Buffer[] = [];
    // Twice: the first render shapes the words, the second (another document) moves them to the old generation.
    for (let round = 0; round < 3; round++)
      for (const [data, lang, signatures] of cases) kept.push(await renderAvrPdf(data, lang, [...signatures]));
    shapedWords.on = false;
    try {
      for (const [i, [data, lang, signatures]] of cases.entries()) {
        const shapedAnew = await renderAvrPdf(data, lang, [...signatures]);
        for (let round = 0; round < 3; round++) expect(kept[round * cases.length + i]?.equals(shapedAnew)).toBe(true);
      }
    } finally {
      shapedWords.on = true;
    }
  });

  it('writes the signature sheet in Kazakh', async () => {
    const { text } = await render(1, 'kk', true);
    expect(text).toContain('Қолтаңба парағы');
    expect(text).toContain('Сертификаттың сериялық нөмірі');
    expect(text).toContain('Акт қолтаңбаларын тексеру үшін QR кодты сканерлеңіз');
  });
});

describe('the act as HTML', () => {
  it('escapes every value', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
    const data = sampleAvr(3);
    const html = renderAvrHtml(
      {
        ...data,
        customer: { ...data.customer, name: '<img src=x onerror=alert(1)>' },
        lines: data.lines.map((l) => (l.kind === 'order' ? { ...l, tariff: '"><script>1</script>' } : l)),
      },
      'ru',
      sampleSignatures.map((s) => ({ ...s, verificationUrl: 'https://jetkiz.kz/avr/verify/a"onclick="x' })),
    );
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('"onclick');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it.each(['ru', 'kk', 'en'] as const)('in %s: the same content as the PDF', (lang) => {
    const data = sampleAvr(60);
    const html = renderAvrHtml(data, lang, sampleSignatures);
    expect(html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${lang}">`));
    expect(html).toContain('АВР-2026-000123');
    expect(html).toContain(escapeHtml(money(data.totals.total, lang)));
    expect(html).toContain(escapeHtml(money(data.totals.vat, lang)));
    const ruWords = '<p lang="ru">Двести три тысячи пятьсот двадцать семь тенге 00 тиын</p>';
    const kkWords = '<p lang="kk">Екі жүз үш мың бес жүз жиырма жеті теңге 00 тиын</p>';
    const enWords = '<p lang="en">Two hundred three thousand five hundred twenty-seven tenge 00 tiyn</p>';
    expect(html).toContain({ ru: ruWords + kkWords, kk: kkWords + ruWords, en: enWords + ruWords + kkWords }[lang]);
    expect(html).toContain('JK-260360');
    expect(html).toContain(`<th>${{ ru: '№', kk: '№', en: 'No.' }[lang]}</th>`);
    expect(html).toContain(sampleSignatures[1]?.certificateSerial ?? '');
    expect(html.match(/<tr>/g)?.length).toBeGreaterThan(60);
  });

  it('says when the act is not signed yet', () => {
    expect(renderAvrHtml(sampleAvr(1), 'kk')).toContain('Актіге әлі қол қойылған жоқ');
  });
});
