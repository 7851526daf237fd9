import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, loadLanguage } from '../../../lib/i18n.ts';
import { movementLink } from '../lib/movement-link.ts';

afterEach(async () => {
  await changeLanguage('ru');
});

/** A wallet line or a receipt of an act's payment names the act as the page's language writes its number. */
describe('the act a wallet line names', () => {
  it('is «AVR-…» on an English page and as issued on a Kazakh one; an order keeps its number', async () => {
    const act = { orderId: null, orderNumber: 'АВР-2026-000001', orderPriority: false, actId: 'a1' };
    const order = { orderId: 'o1', orderNumber: 'JZ-00001000', orderPriority: false };
    await loadLanguage('en');
    expect(movementLink(act)).toEqual({ to: '/cabinet/acts/a1', number: 'AVR-2026-000001', act: true });
    expect(movementLink(order)?.number).toBe('JZ-00001000');
    await loadLanguage('kk');
    expect(movementLink(act)?.number).toBe('АВР-2026-000001');
  });
});
