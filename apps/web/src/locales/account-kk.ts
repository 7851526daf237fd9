import type { AccountMessages } from './account-ru.ts';
import { kk as avr } from './avr-kk.ts';
import { kk as company } from './company-kk.ts';
import { kk as signature } from './signature-kk.ts';

/**
 * Texts of the sign-in, registration, recovery and cabinet pages; loaded with those pages. The company part's texts
 * (employees, invitation, «no rights») and the signing texts ride along: a part of their own would cost every page's
 * first load its loader.
 */
export const kk = {
  ...company,
  // Signing with NCALayer (registration by certificate, the cabinet's verification), kept in its own file.
  ...signature,
  // The company's acts of completed works (issue 17), kept in their own file.
  ...avr,
  // The sign-in page's call to a guest who chose a tariff (issue 15).
  calcWidget: {
    signInTitle: 'Тапсырыс беру үшін кіріңіз',
    signInToOrder: 'Кіріңіз немесе тіркеліңіз — таңдалған тариф сақталды, кіргеннен кейін тапсырысқа ораласыз.',
    register: 'Тіркелу',
  },
  auth: {
    userType: 'Пайдаланушы түрі',
    person: 'Жеке тұлға',
    company: 'Компания немесе ЖК',
    phone: 'Телефон нөмірі',
    password: 'Құпиясөз',
    confirmPassword: 'Құпиясөзді қайталаңыз',
    login: {
      title: 'Кіру',
      submit: 'Кіру',
      forgot: 'Құпиясөзді ұмыттыңыз ба?',
      noAccount: 'Аккаунтыңыз жоқ па?',
      register: 'Тіркелу',
    },
    register: {
      title: 'Тіркелу',
      lead: 'Тіркелу жеке жіберушілер үшін де міндетті: төлем тек сіздің әмияныңыздан түседі.',
      lastName: 'Тегі',
      firstName: 'Аты',
      iin: 'ЖСН',
      email: 'Электрондық пошта',
      entityType: 'Ұйымдық нысаны',
      legalEntity: 'Заңды тұлға',
      entrepreneur: 'Жеке кәсіпкер',
      bin: 'БСН',
      ownerIin: 'Кәсіпкердің ЖСН-і',
      companyName: 'Ұйымның атауы',
      legalAddress: 'Заңды мекенжайы',
      contact: 'Байланыс тұлғасы',
      submit: 'Тіркелу',
      haveAccount: 'Аккаунтыңыз бар ма?',
    },
    confirm: {
      title: 'Нөмірді растау',
      lead: '{{phone}} нөміріне 4 таңбалы код жібердік.',
      code: 'SMS-тегі код',
      submit: 'Растау',
      resendIn: 'Кодты қайта жіберу: {{time}}',
      resend: 'Кодты қайта жіберу',
      restart: 'Тіркелу деректері табылмады — қайтадан бастаңыз.',
    },
    recovery: {
      title: 'Құпиясөзді қалпына келтіру',
      lead: 'Нөміріңізді және жаңа құпиясөзді енгізіңіз — растау үшін код жібереміз.',
      codeLead:
        'Егер {{phone}} нөміріне аккаунт тіркелген болса, оған 6 таңбалы код жібердік. Жаңа құпиясөзді орнату үшін оны енгізіңіз.',
      newPassword: 'Жаңа құпиясөз',
      submit: 'Код алу',
      confirm: 'Құпиясөзді өзгерту',
      back: 'Кіру бетіне оралу',
    },
    strength: {
      label: 'Құпиясөз сенімділігі: {{level}}',
      level0: 'өте әлсіз',
      level1: 'әлсіз',
      level2: 'жақсы',
      level3: 'сенімді',
    },
  },
  cabinet: {
    nav: {
      label: 'Кабинет бөлімдері',
      profile: 'Жеке деректер',
      orders: 'Менің тапсырыстарым',
      newOrder: 'Жаңа тапсырыс',
      wallet: 'Әмиян',
      addresses: 'Мекенжай кітабы',
      priority: 'Басым тапсырыстар',
      employees: 'Қызметкерлер',
      acts: 'Актілер',
    },
    dashboard: {
      balance: 'Әмиян балансы',
      topUp: 'Толықтыру',
      recent: 'Соңғы тапсырыстар',
      allOrders: 'Барлық тапсырыстар',
      noOrders: 'Әзірге тапсырыс жоқ. Құнын есептеп, алғашқы тапсырысыңызды рәсімдеңіз.',
      newOrder: 'Жаңа тапсырыс рәсімдеу',
      newOrderLead: 'Құнын есептеп, тарифті таңдаңыз да, жөнелтуші мен алушының деректерін толтырыңыз.',
      profile: 'Жеке деректер',
    },
    title: 'Жеке кабинет',
    phone: 'Телефон',
    email: 'Электрондық пошта',
    iin: 'ЖСН',
    bin: 'БСН',
    company: 'Ұйым',
    legalAddress: 'Заңды мекенжайы',
    accountType: 'Аккаунт түрі',
    rolePerson: 'Жеке тұлға',
    roleCompany: 'Компания',
    rolePartner: 'Серіктес',
    blockCategory: { breach: 'Оферта талаптарын бұзу', debt: 'Берешек' },
    blocked: 'Аккаунт бұғатталған',
    blockedText:
      'Себебі: {{reason}}. Деректерді қарауға болады, бірақ тапсырыс жасау, төлеу және жіберу мүмкін емес. Қолдау қызметіне жүгініңіз.',
    setIin: 'ЖСН-ді көрсетіңіз',
    setIinLead: 'Тапсырыс беру үшін ЖСН қажет.',
    save: 'Сақтау',
    iinSaved: 'ЖСН сақталды',
    changePassword: 'Құпиясөзді өзгерту',
    signOut: 'Шығу',
    loading: 'Профиль жүктелуде…',
  },
  list: {
    clearDate: 'Күнді тазарту',
    previousMonth: 'Алдыңғы ай',
    nextMonth: 'Келесі ай',
    filters: 'Сүзгілер',
    filtersActive: 'Сүзгілер: {{count}}',
    previous: 'Алдыңғы бет',
    next: 'Келесі бет',
    first: 'Бірінші бет',
    last: 'Соңғы бет',
    page: '{{page}}-бет',
  },
  passwordChange: {
    title: 'Құпиясөзді өзгерту',
    old: 'Ағымдағы құпиясөз',
    new: 'Жаңа құпиясөз',
    repeat: 'Жаңа құпиясөзді қайталаңыз',
    submit: 'Құпиясөзді өзгерту',
    back: 'Жеке кабинетке',
  },
  integweb: {
    registerToOrderTitle: 'Тапсырыс беру үшін тіркеліңіз',
    registerToOrder: 'Таңдалған тариф сақталды: тіркеліп, нөміріңізді растағаннан кейін тапсырысқа ораласыз. Аккаунтыңыз бар ма?',
    signIn: 'Кіру',
  },
};
