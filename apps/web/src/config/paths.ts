/** Every page address in one place. */
export const paths = {
  home: '/',
  faq: '/faq',
  contacts: '/contacts',
  calculator: '/calculator',
  terminals: '/terminals',
  login: '/login',
  register: '/register',
  registerConfirm: '/register/confirm',
  recovery: '/recovery',
  cabinet: '/cabinet',
  changePassword: '/cabinet/password',
  priority: '/cabinet/priority',
} as const;
