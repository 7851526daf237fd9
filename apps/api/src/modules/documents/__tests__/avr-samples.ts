import { type AvrLine, avrTotals } from '@jetkiz/domain';
import type { AvrDocumentData, AvrSignatureView } from '../avr-documents.ts';

const ROUTES = [
  ['Алматы', 'Астана', 'Стандарт'],
  ['Алматы', 'Шымкент', 'Экспресс'],
  ['Қарағанды', 'Өскемен', 'Стандарт'],
  ['Ақтөбе', 'Атырау', 'Эконом'],
  ['Алматы', 'Қызылорда', 'Экспресс'],
] as const;

/** An act of March 2026 for a company with `orders` delivered orders and two additional services. */
export const sampleAvr = (orders: number): AvrDocumentData => {
  const period = { year: 2026, month: 3 };
  const lines: AvrLine[] = Array.from({ length: orders }, (_, i) => {
    const [from, to, tariff] = ROUTES[i % ROUTES.length] ?? ROUTES[0];
    return {
      kind: 'order',
      orderNumber: `JK-${String(260_301 + i)}`,
      date: `2026-03-${String((i % 28) + 1).padStart(2, '0')}`,
      from,
      to,
      tariff,
      amount: 245_000 + (i % 7) * 31_050,
    };
  });
  lines.push({ kind: 'service', name: 'Хранение на терминале (сутки)', date: '2026-03-12', quantity: 3, price: 50_000 });
  lines.push({ kind: 'service', name: 'Вызов курьера', date: '2026-03-20', quantity: 1, price: 100_000 });
  const totals = avrTotals(period, lines);
  if (!totals.ok) throw new Error(totals.problem);
  return {
    number: 'АВР-2026-000123',
    date: '2026-04-01',
    period,
    customer: {
      name: 'ТОО «Дала Маркет <Тест> & Ко»',
      bin: '190440012345',
      address: 'г. Караганда, ул. Ерубаева, 45, офис 12',
      iik: 'KZ86125KZT5004100100',
      bank: 'АО «Kaspi Bank»',
      bik: 'CASPKZKA',
      phone: '+7 (701) 555-12-34',
    },
    lines,
    totals: totals.totals,
  };
};

export const sampleSignatures: AvrSignatureView[] = [
  {
    side: 'jetkiz',
    signer: 'АБАЕВ АЛМАС СЕРИКОВИЧ',
    iin: '800101300123',
    bin: '240340012341',
    organization: 'ТОО «Jetkiz»',
    certificateSerial: '4c1e9a7f3b2d6e8a0f5c7b9d1e3a5c7e9b1d3f50',
    validFrom: new Date('2025-06-01T04:00:00Z'),
    validTo: new Date('2026-06-01T04:00:00Z'),
    issuer: 'ҰЛТТЫҚ КУӘЛАНДЫРУШЫ ОРТАЛЫҚ (RSA)',
    signedAt: new Date('2026-04-01T04:12:00Z'),
    verificationUrl: 'https://jetkiz.kz/avr/verify/q7Yb3XkP9mRt2VwZ8nLc5HdJ',
    documentSha256: '9f2c4e1a7b3d5f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708',
  },
  {
    side: 'company',
    signer: 'ҚАЙРАТҰЛЫ ЕРЛАН',
    iin: '850315400456',
    bin: '190440012345',
    organization: 'ТОО «Дала Маркет <Тест> & Ко»',
    certificateSerial: '7a0b2c4d6e8f1a3b5c7d9e0f2a4b6c8d0e1f3a5b',
    validFrom: new Date('2025-09-10T05:00:00Z'),
    validTo: new Date('2026-09-10T05:00:00Z'),
    issuer: 'ҰЛТТЫҚ КУӘЛАНДЫРУШЫ ОРТАЛЫҚ (RSA)',
    signedAt: new Date('2026-04-03T09:45:00Z'),
    verificationUrl: 'https://jetkiz.kz/avr/verify/q7Yb3XkP9mRt2VwZ8nLc5HdJ',
    documentSha256: '9f2c4e1a7b3d5f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708',
  },
];
