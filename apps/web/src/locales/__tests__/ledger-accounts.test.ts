import { SYSTEM_ACCOUNTS } from '@jetkiz/domain';
import { describe, expect, it } from 'vitest';
import { en } from '../operator-money-en.ts';
import { kk } from '../operator-money-kk.ts';
import { ru } from '../operator-money-ru.ts';

describe('the ledger check', () => {
  it.each([
    ['ru', ru],
    ['kk', kk],
    ['en', en],
  ] as const)('names every system account in %s (it printed the raw «compensation»)', (_lang, texts) => {
    const names: Record<string, string> = texts.operator.money.account;
    for (const account of SYSTEM_ACCOUNTS) expect(names[account], account).toBeTruthy();
  });
});
