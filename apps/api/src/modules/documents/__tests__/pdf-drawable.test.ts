import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../test/pdf-text.ts';
import { renderClaimLetter } from '../claim-documents.ts';
import { drawableText } from '../pdf.ts';

const letter = (description: string) =>
  renderClaimLetter(
    {
      number: 'JZ-00001000-1',
      filedAt: new Date('2026-12-06T10:00:00Z'),
      reviewBy: '2027-01-20',
      claimant: { name: 'Сәрсенова Айгерім', idLabel: 'iin', id: '850722400008', address: null, phone: '77015554433' },
      orderNumber: 'JZ-00001000',
      trackNumber: 'SP104368884KZ',
      route: 'Алматы → Караганда',
      carrierName: 'Steppe Express',
      typeName: 'Повреждение',
      statusName: 'На рассмотрении',
      claimed: 150_000,
      fee: 410_000,
      declaredValue: null,
      description,
      photoCount: 0,
    },
    'ru',
  );

describe('characters no font of the documents can draw', () => {
  it.each([
    ['Коробка смята 📦💥', 'Коробка смята'],
    ['👍🏽 всё пришло', 'всё пришло'],
    ['Экран ❤️ разбит', 'Экран ❤ разбит'],
    ['Δέλτα и Жұмыс', 'Δέλτα и Жұмыс'],
  ])('%j is written %j', (typed, written) => {
    const font = { hasGlyphForCodePoint: (code: number) => code < 0x2000 || code === 0x2764 };
    expect(drawableText(font, typed).trim()).toBe(written);
  });

  it('are left out of the claim letter, not printed as empty boxes', async () => {
    const text = pdfText(await letter('Коробка смята 📦💥, экран треснул'));
    expect(text).toContain('Коробка смята, экран треснул');
    expect(text).not.toMatch(/[\u{1F300}-\u{1FAFF}]/u);
  });
});
