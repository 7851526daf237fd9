import type { Messages } from './ru.ts';

export const en: Messages = {
  app: {
    name: 'Jetkiz',
    tagline: 'Parcel and cargo delivery across Kazakhstan',
    skipToContent: 'Skip to content',
  },
  nav: {
    login: 'Sign in',
    register: 'Sign up',
    cabinet: 'My account',
    label: 'Main menu',
    calculator: 'Calculator',
    tracking: 'Tracking',
    terminals: 'Terminals',
    home: 'Home',
    faq: 'FAQ',
    contacts: 'Contacts',
    openMenu: 'Open menu',
  },
  language: {
    label: 'Interface language',
    ru: 'Русский',
    kk: 'Қазақша',
    en: 'English',
  },
  home: {
    title: 'Parcel and cargo delivery all over Kazakhstan',
    lead: 'Compare carriers by price and delivery time, place an order, pay from your wallet and track the parcel.',
    calculate: 'Calculate the cost',
    routeTitle: 'Where are we sending?',
    from: 'From',
    to: 'To',
    placeholder: 'City, town or village',
    swap: 'Swap',
    popular: 'Regional centres and cities of republican significance',
    routeSummary: 'Route: {{from}} → {{to}}',
    sameLocality: 'Delivery within {{name}}',
    chooseBoth: 'Choose where the parcel goes from and to.',
    facts: {
      coverageTitle: 'Over 3,500 towns and villages',
      coverageText: 'Pickup in every regional centre, delivery across the country.',
      compareTitle: 'Several carriers',
      compareText: 'Standard, express and other tariffs, compared by price and days.',
      insuranceTitle: 'Every parcel is insured',
      insuranceText: 'Insurance is {{rate}} of the declared value; without one, the mandatory {{fee}}.',
    },
  },
  locality: {
    nothingFound: 'No locality found',
    loading: 'Searching…',
    clear: 'Clear',
  },
  faq: {
    title: 'Frequently asked questions',
    items: {
      howToSend: {
        q: 'How do I send cargo?',
        a: 'Sign up, calculate the cost, choose a tariff and place the order with a pickup date. Pay for it from your wallet, and a courier collects the cargo on the day you chose.',
      },
      whatToSend: {
        q: 'What may be sent?',
        a: 'Documents, parcels and cargo that the law of the Republic of Kazakhstan allows to be carried. Dangerous, flammable and prohibited items may not be sent.',
      },
      howToPay: {
        q: 'How do I pay?',
        a: 'Payment is 100% in advance, in tenge, from your personal wallet. You top the wallet up online by bank card through the bank’s payment service. VAT is included.',
      },
      registration: {
        q: 'Do I have to register?',
        a: 'Yes, private senders too: that way payment comes only from the sender’s own wallet.',
      },
      chargeableWeight: {
        q: 'Why is chargeable weight used?',
        a: 'Light but bulky cargo takes as much room in a truck as heavy cargo. Volumetric weight = length × width × height in metres × {{kgPerM3}}; you pay for the greater of the actual and volumetric weight, rounded up.',
      },
      declaredValue: {
        q: 'What is the declared value?',
        a: 'The amount you value the cargo at. Insurance is {{rate}} of it; without a declared value, or below {{minValue}}, the mandatory insurance is {{fee}}. If cargo without a declared value is lost, twice the delivery fee is paid back.',
      },
    },
  },
  contacts: {
    title: 'Contacts',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    addressValue: '10 Abai Ave., Almaty',
    hours: 'Customer support',
    hoursValue: 'Mon–Fri, 09:00–18:00',
    weekend: 'Closed on Saturday and Sunday',
  },
  footer: {
    rights: '© {{year}} Jetkiz. All rights reserved.',
    support: 'Support: Mon–Fri, 09:00–18:00',
  },
  notFound: {
    title: 'Page not found',
    text: 'The link may be out of date, or the address has a typo.',
    home: 'Go to the home page',
  },
  notify: {
    close: 'Close',
    errorTitle: 'Error',
    warningTitle: 'Attention',
    genericError: 'An error occurred',
    offline: 'No connection to the server. Check your internet connection and try again.',
  },
  errorBoundary: {
    title: 'Something went wrong',
    reload: 'Reload the page',
  },
  calcWidget: {
    sameLocality: 'We do not deliver within one locality yet. Choose another destination.',
    signInTitle: 'Sign in to place the order',
    signInToOrder: 'Sign in or register: the chosen tariff is saved, and after signing in you will return to the order.',
    register: 'Register',
  },
};
