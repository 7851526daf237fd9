import { describe, expect, it } from 'vitest';
import { checkCalcForm, initialCalcValues, newPack, priorityBody } from '../components/calc-form.ts';

const ALMATY = { kato: '750000000', name: 'Алматы', region: '' };
const ASTANA = { kato: '710000000', name: 'Астана', region: '' };

/** What the calculator's form says of a bad size or weight before any call: what is wrong, and the limit. */
describe('the calculator form’s checks', () => {
  it('says «enter a number» for letters and names the limit over it, in the form’s language', () => {
    const values = initialCalcValues('public', '2026-12-07', { from: ALMATY, to: ASTANA });
    const pack = { ...newPack(), length: 'abc', width: '9999', height: '10', physWeight: '25000', placeCnt: '1' };
    const ru = checkCalcForm({ ...values, cargo: { ...values.cargo, mode: 'packs', packs: [pack] } }, 'public', 'ru', '');
    expect(ru.errors).toEqual({
      'cargo.packs.0.length': 'Введите число',
      'cargo.packs.0.width': 'Не больше 600 см',
      'cargo.packs.0.physWeight': 'Не больше 20\u00a0000 кг',
    });
    const kk = checkCalcForm({ ...values, cargo: { ...values.cargo, mode: 'packs', packs: [pack] } }, 'public', 'kk', '');
    expect(kk.errors['cargo.packs.0.length']).toBe('Сан енгізіңіз');
    expect(kk.errors['cargo.packs.0.width']).toBe('Ең көбі 600 см');
  });
});

/** The priority calculation insures by the declared value as the public one does (spec §9). */
describe('the priority calculation’s declared value', () => {
  it('is checked as money and sent', () => {
    const values = initialCalcValues('priority', '2026-12-07', { from: ALMATY, to: ASTANA });
    const cargo = { ...values.cargo, mode: 'totals' as const, weight: '10', volume: '0.05', placeCnt: '1' };
    expect(priorityBody({ ...values, cargo, declared: '150 000' })).toMatchObject({ declaredPrice: 150_000, physWeight: 10 });
    expect(priorityBody({ ...values, cargo, declared: '' }).declaredPrice).toBeUndefined();
    expect(checkCalcForm({ ...values, cargo, declared: 'много' }, 'priority', 'ru', '').errors.declared).toBeTruthy();
  });
});
