import type { PublicMessages } from './public-ru.ts';

export const en: PublicMessages = {
  notFound: {
    title: 'Page not found',
    text: 'The link may be out of date, or the address has a typo.',
    home: 'Go to the home page',
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
  public: {
    // The home page's sections below the first screen, which load with their texts.
    home: {
      figuresTitle: 'Jetkiz in figures',
      settlements: 'settlements we deliver to',
      centres: 'All',
      centresText: 'regional centres: pickup of your cargo',
      suppliers: 'suppliers already ship with us',
      insurance: 'insurance fee on the declared value',
      carriersTitle: 'Carriers',
      carriersLead: 'We compare the tariffs of partner carriers and of Jetkiz’s own delivery in one calculation.',
      featuresTitle: 'How it works',
      features: {
        compareTitle: 'Compare tariffs',
        compareText: 'The price and days of every carrier on the route, in one list.',
        walletTitle: 'Pay from your wallet',
        walletText: 'Top up by card online, pay for an order in one step, VAT included.',
        courierTitle: 'Call a courier',
        courierText: 'A courier collects the cargo on the day you choose, or drop it off at a terminal.',
        trackTitle: 'Follow your parcel',
        trackText: 'Status by track number without signing in, and an SMS at every stage.',
        documentsTitle: 'Documents online',
        documentsText: 'Waybill, label, invoice and receipt, all in your account.',
        insuranceTitle: 'Insure your cargo',
        insuranceText: 'Every parcel is insured; with a declared value, for its full amount.',
      },
    },
  },
  legal: {
    version: 'Version of {{version}}',
    contents: 'Contents',
    related: 'See also',
  },
  offer: {
    title: 'Public offer agreement',
    lead: 'The agreement for arranging the delivery of parcels and cargo within Kazakhstan. By registering on the site and placing an order, you accept its terms.',
    sections: {
      subject: {
        title: '1. Subject of the agreement',
        p1: 'Jetkiz LLP (the operator) arranges the delivery of the customer’s parcels and cargo within the Republic of Kazakhstan, on its own or through partner carriers.',
        p2: 'The customer is a person, an individual entrepreneur or a legal entity registered on the site. A user is an employee acting on behalf of a legal entity. The sender, the recipient and the carrier take part in delivery in their own roles.',
        p3: 'The offer is accepted by registering on the site and placing an order; a company may confirm its acceptance with a digital signature.',
        p4: 'Pickup is available in every regional centre, and delivery reaches more than {{settlements}} settlements.',
      },
      customer: {
        title: '2. Obligations of the customer',
        p1: 'To give true details of the sender and the recipient, a description of the contents, and the weight and dimensions of the cargo.',
        p2: 'To pack the cargo so that it withstands transport, and not to hand over items that the law of the Republic of Kazakhstan forbids sending.',
        p3: 'To pay for the services as and when section 4 sets out.',
        p4: 'To report any change in its details, and any force majeure, within {{changeNotice}}.',
      },
      operator: {
        title: '3. Obligations of the operator',
        p1: 'To collect the cargo on the agreed pickup date and deliver it within the time of the chosen tariff. From 1 November to 15 March, delivery times are extended by {{winter}}.',
        p2: 'To let anyone track the cargo by its track number on the site, without signing in.',
        p3: 'To provide waybills, invoices and receipts, and acts of completed works to companies.',
        p4: 'To process and protect personal data as the Privacy policy sets out.',
      },
      payment: {
        title: '4. Prices and payment',
        p1: 'Payment is {{prepayment}} in advance, in tenge only, VAT ({{vat}}) included. An order is paid from the personal wallet; the wallet is topped up online by bank card through the bank’s payment service.',
        p2: 'Additional services are paid within {{extraServices}}.',
        p3: 'Unused wallet funds are refunded at the customer’s request within {{refund}}.',
        p4: 'Late payment incurs a penalty of {{penalty}} a day, up to {{penaltyCap}} of the unpaid amount.',
      },
      liability: {
        title: '5. Insurance and liability',
        p1: 'A declared value is optional and applies to all the cargo of an order together. The insurance fee is {{rate}} of the declared value.',
        p2: 'All cargo is insured for at least {{minValue}}: when no value is declared, or one below {{minValue}}, the mandatory insurance of {{fee}} is charged.',
        p3: 'For lost cargo with a declared value, the declared value is paid; without one, the delivery fee multiplied by {{loss}}.',
        p4: 'For late delivery the operator pays a penalty of {{penalty}} a day, up to {{penaltyCap}} of the delivery fee.',
        p5: 'The price follows the chargeable weight: the greater of the actual and the volumetric weight (length × width × height in metres × {{kgPerM3}}; 1 m³ = {{kgPerM3}} kg), rounded up.',
      },
      acts: {
        title: '6. Acts of completed works',
        p1: 'The operator issues a company its act of completed works (AVR) for a month within {{avrIssue}} after the month ends.',
        p2: 'The customer signs the act with a digital signature within {{avrSign}}.',
        p3: 'Within {{avrRefuse}} the customer signs the act or sends a reasoned refusal; an act not refused in that time is deemed accepted.',
        p4: 'Both terms apply together: the act is to be signed within {{avrSign}}, and it can be refused only within {{avrRefuse}}.',
      },
      claims: {
        title: '7. Claims',
        p1: 'A claim for loss, damage or late delivery is sent in writing, with supporting documents, within {{claimFiling}} of the delivery date (or the expected delivery date).',
        p2: 'The operator reviews a claim within {{claimReview}}.',
        p3: 'Compensation for an accepted claim is transferred within {{compensation}}.',
      },
      antiCorruption: {
        title: '8. Anti-corruption clause',
        p1: 'The parties and their employees do not offer, give or receive, directly or indirectly, money, valuables or any other benefit for acting under the agreement, and do nothing the law of the Republic of Kazakhstan deems corrupt.',
        p2: 'A party that learns of a possible breach notifies the other in writing; the other party must reply within {{antiCorruption}}.',
      },
      amendments: {
        title: '9. Amendment and termination',
        p1: 'The operator may amend the offer by publishing a new version on the site. Amendments take effect no sooner than {{amendment}} after customers are notified.',
        p2: 'The customer may terminate the agreement by application; it ends within {{termination}}, once accounts are settled.',
        p3: 'The operator may block a customer for a breach of the agreement or for debt.',
      },
    },
  },
  privacy: {
    title: 'Privacy policy',
    lead: 'How Jetkiz collects, stores and protects personal data under Law of the Republic of Kazakhstan No. 94-V of 21 May 2013 “On Personal Data and Their Protection”.',
    sections: {
      owner: {
        title: '1. Who processes the data',
        p1: 'The owner and operator of the personal data database is Jetkiz LLP, 10 Abay Ave, Almaty.',
      },
      data: {
        title: '2. What we collect',
        p1: 'Surname, first name, IIN or BIN, phone number, e-mail, pickup and delivery addresses, recipients’ details, and records of orders, payments and signed documents.',
        p2: 'Card details are entered on the bank’s page and are not stored by us.',
      },
      purposes: {
        title: '3. Why',
        p1: 'To register you, fulfil orders, take payment, hand the cargo to a carrier, tell you how delivery is going, and meet the law (accounting and tax records).',
      },
      consent: {
        title: '4. Consent',
        p1: 'You consent to the collection and processing of personal data when you register. You may withdraw consent by writing to support, except where processing is needed to perform the agreement or required by law.',
      },
      storage: {
        title: '5. Storage and transfer',
        p1: 'The data is kept in a database located in the Republic of Kazakhstan, for no longer than processing and the law require.',
        p2: 'We give carriers and the bank only the data without which cargo cannot be delivered or a payment made. We do not sell data or pass it on for advertising.',
      },
      rights: {
        title: '6. Your rights',
        p1: 'You may learn what data of yours we hold, ask us to correct, block or delete data that is incomplete, outdated or unlawfully processed, and appeal against our actions to the competent authority or a court.',
      },
      security: {
        title: '7. Protection',
        p1: 'Passwords are stored only as a strong hash, connections are encrypted, and staff access to data is limited to their duties and logged.',
      },
    },
  },
  consent: {
    label:
      'I consent to the collection and processing of my personal data under the <policy>Privacy policy</policy> and accept the <offer>public offer</offer>',
    required: 'To register, please consent to the processing of personal data',
  },
  knowledge: {
    title: 'Knowledge base',
    lead: 'Answers about packing, contents, documents, chargeable weight and claims.',
    search: 'Search the articles',
    none: 'Nothing found. Try another word or write to support.',
    found: 'Articles found: {{count}}',
    faq: 'Frequently asked questions',
    articles: {
      packing: {
        title: 'How to pack',
        p1: 'Use a sturdy box that fits the contents; fill the gaps with paper or bubble wrap so nothing moves inside.',
        p2: 'Wrap fragile items one by one and mark the box “Fragile”. Seal liquids tightly and put them in a bag.',
        p3: 'Stick the order label on the box, and remove old stickers and barcodes.',
      },
      prohibited: {
        title: 'What may not be sent',
        p1: 'Weapons and ammunition; explosive, flammable, toxic and radioactive substances; narcotic drugs.',
        p2: 'Money, securities and jewellery; perishable food without special conditions; animals and plants; and anything withdrawn from circulation by the law of the Republic of Kazakhstan.',
      },
      documents: {
        title: 'Order documents',
        p1: 'Once an order is placed, its waybill and label are in your account, ready to print; once it is paid, so are the receipt and the invoice.',
        p2: 'Companies receive an act of completed works once a month (within {{avrIssue}} after the month ends) and sign it with a digital signature within {{avrSign}}.',
      },
      chargeableWeight: {
        title: 'Chargeable weight',
        p1: 'Volumetric weight = length × width × height in metres × {{kgPerM3}}, so 1 m³ = {{kgPerM3}} kg.',
        p2: 'You pay for the greater of the actual and the volumetric weight, rounded up. A 50 × 40 × 30 cm box weighing 3 kg has a volumetric weight of 12 kg, so 12 kg is charged.',
      },
      claims: {
        title: 'How to make a claim',
        p1: 'If cargo is lost, damaged or late, send a claim within {{claimFiling}} of delivery: the order number, a description, photos and documents showing its value.',
        p2: 'We review a claim within {{claimReview}} and transfer compensation for an accepted claim within {{compensation}}.',
        p3: 'Without a declared value, a loss is compensated with the delivery fee multiplied by {{loss}}.',
      },
    },
  },
  partners: {
    title: 'Partner programme',
    lead: 'For online shops, marketplace sellers, pickup points and carriers: delivery to shops and pickup points across Kazakhstan.',
    benefits: {
      sellersTitle: 'For sellers',
      sellersText: 'Delivery of goods to buyers and pickup points in more than {{settlements}} settlements.',
      pointsTitle: 'For pickup points',
      pointsText: 'Receive and hand out Jetkiz parcels and earn a fee for each one.',
      carriersTitle: 'For carriers',
      carriersText: 'Add your tariffs to the calculator and receive orders from the whole country.',
    },
    form: {
      title: 'Partnership application',
      name: 'Contact person',
      company: 'Company',
      bin: 'BIN or IIN',
      optional: 'optional',
      phone: 'Phone',
      email: 'E-mail',
      city: 'City',
      message: 'Tell us about yourself',
      website: 'Website',
      submit: 'Send the application',
      sent: 'Application sent. A manager will contact you on a working day.',
      another: 'Send another one',
      required: 'Please fill in this field',
    },
  },
  terminalsMap: {
    city: '{{name}} city',
    map: 'Map of terminals',
    list: 'List',
    route2gis: 'Route in 2GIS',
    routeYandex: 'Route in Yandex Maps',
    sendFrom: 'Send from here',
    loading: 'Loading the map…',
  },
};
