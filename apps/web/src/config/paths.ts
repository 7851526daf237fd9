/** Every page address in one place. */
export const paths = {
  home: '/',
  faq: '/faq',
  contacts: '/contacts',
  login: '/login',
  register: '/register',
  registerConfirm: '/register/confirm',
  recovery: '/recovery',
  cabinet: '/cabinet',
  changePassword: '/cabinet/password',
} as const;
