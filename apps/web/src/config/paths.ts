/** Every page address in one place. */
export const paths = {
  home: '/',
  faq: '/faq',
  contacts: '/contacts',
} as const;
