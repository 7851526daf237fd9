/** Every page address in one place. */
export const paths = {
  home: '/',
  faq: '/faq',
  contacts: '/contacts',
  calculator: '/calculator',
  terminals: '/terminals',
  tracking: '/tracking',
  trackingOf: '/tracking/:track',
  login: '/login',
  register: '/register',
  registerConfirm: '/register/confirm',
  recovery: '/recovery',
  cabinet: '/cabinet',
  changePassword: '/cabinet/password',
  priority: '/cabinet/priority',
  orders: '/cabinet/orders',
  newOrder: '/cabinet/orders/new',
  order: '/cabinet/orders/:id',
  addresses: '/cabinet/addresses',
  priorityOrders: '/cabinet/priority/orders',
  priorityOrder: '/cabinet/priority/orders/:id',
  wallet: '/cabinet/wallet',
  // Spec §2 «invoices» and «receipts» (issue 19).
  invoices: '/cabinet/invoices',
  receipts: '/cabinet/receipts',
  employees: '/cabinet/employees',
  invitation: '/invitation',
  // The company's acts of completed works (issue 17) and the public check of an act's signatures (its QR code).
  avrs: '/cabinet/acts',
  avr: '/cabinet/acts/:id',
  avrVerify: '/avr/verify/:code',
  // The public pages the footer links to (helper «public» builds them).
  offer: '/offer',
  privacy: '/privacy',
  knowledge: '/knowledge',
  partners: '/partners',
  // The news subscription (issue 19): the form, and the pages the e-mails' links open.
  newsletter: '/newsletter',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
} as const;

/** The page of one order (a priority order has its own family of paths). */
export const orderPath = (id: string, priority = false) =>
  (priority ? paths.priorityOrder : paths.order).replace(':id', encodeURIComponent(id));

/** The page of one act of completed works (the registry, a reissued act and a wallet line of its payment link to it). */
export const avrPath = (id: string) => paths.avr.replace(':id', encodeURIComponent(id));

/** The wallet page, optionally with a top-up sum filled in for an order waiting for it. */
export const walletPath = (options: { sum?: number; orderId?: string; priority?: boolean } = {}) => {
  const query = new URLSearchParams();
  if (options.sum) query.set('sum', String(options.sum));
  if (options.orderId) query.set('order', options.orderId);
  if (options.priority) query.set('priority', '1');
  const text = query.toString();
  return text ? `${paths.wallet}?${text}` : paths.wallet;
};

/** The public tracking page of a number (shareable). */
export const trackingPath = (track: string) => paths.trackingOf.replace(':track', encodeURIComponent(track));
