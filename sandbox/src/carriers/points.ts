/**
 * The stores (a marketplace seller's shop, delivery type 6 Shop) and agents' pickup points (7 AgentPvz) each sandbox
 * carrier publishes at `GET /api/v1/pickup-points`: address, KATO, hours, and the heaviest place and longest side
 * each takes. Made-up addresses in real cities.
 */
export type SandboxPoint = {
  code: string;
  kind: 'store' | 'pickupPoint';
  kato: string;
  name: { ru: string; kk: string; en: string };
  address: { ru: string; kk: string; en: string };
  hours: { ru: string; kk: string; en: string };
  maxWeightKg: number;
  maxSideCm: number;
};

const DAILY = { ru: 'Ежедневно 10:00–21:00', kk: 'Күн сайын 10:00–21:00', en: 'Daily 10:00–21:00' };
const WEEKDAYS = { ru: 'Пн–Сб 09:00–20:00', kk: 'Дс–Сн 09:00–20:00', en: 'Mon–Sat 09:00–20:00' };

export const STEPPE_POINTS: SandboxPoint[] = [
  {
    code: 'SE-PVZ-ALA-1',
    kind: 'pickupPoint',
    kato: '750000000',
    name: { ru: 'Пункт выдачи Steppe на Толе би', kk: 'Steppe беру пункті, Төле би', en: 'Steppe pickup point, Tole Bi' },
    address: { ru: 'ул. Толе би, 101', kk: 'Төле би көш., 101', en: '101 Tole Bi St' },
    hours: WEEKDAYS,
    maxWeightKg: 15,
    maxSideCm: 60,
  },
  {
    code: 'SE-PVZ-AST-1',
    kind: 'pickupPoint',
    kato: '710000000',
    name: { ru: 'Пункт выдачи Steppe на Кенесары', kk: 'Steppe беру пункті, Кенесары', en: 'Steppe pickup point, Kenesary' },
    address: { ru: 'ул. Кенесары, 40', kk: 'Кенесары көш., 40', en: '40 Kenesary St' },
    hours: WEEKDAYS,
    maxWeightKg: 15,
    maxSideCm: 60,
  },
  {
    code: 'SE-SHOP-AST-1',
    kind: 'store',
    kato: '710000000',
    name: { ru: 'Магазин «Керуен» (Steppe)', kk: '«Керуен» дүкені (Steppe)', en: 'Keruen store (Steppe)' },
    address: { ru: 'ул. Достык, 9, ТРЦ «Керуен»', kk: 'Достық көш., 9, «Керуен» СОО', en: 'Keruen mall, 9 Dostyk St' },
    hours: DAILY,
    maxWeightKg: 30,
    maxSideCm: 120,
  },
];

export const ALTYN_POINTS: SandboxPoint[] = [
  {
    code: 'AC-PVZ-AST-7',
    kind: 'pickupPoint',
    kato: '710000000',
    name: { ru: 'Пункт выдачи Altyn на Абая', kk: 'Altyn беру пункті, Абай', en: 'Altyn pickup point, Abai' },
    address: { ru: 'пр. Абая, 33', kk: 'Абай даңғ., 33', en: '33 Abai Ave' },
    hours: WEEKDAYS,
    maxWeightKg: 20,
    maxSideCm: 80,
  },
  {
    code: 'AC-SHOP-ALA-2',
    kind: 'store',
    kato: '750000000',
    name: { ru: 'Магазин «Мега» (Altyn)', kk: '«Мега» дүкені (Altyn)', en: 'Mega store (Altyn)' },
    address: { ru: 'ул. Розыбакиева, 247А', kk: 'Розыбакиев көш., 247А', en: '247A Rozybakiev St' },
    hours: DAILY,
    maxWeightKg: 25,
    maxSideCm: 100,
  },
];
