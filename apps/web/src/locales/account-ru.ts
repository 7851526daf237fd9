import { ru as avr } from './avr-ru.ts';
import { ru as company } from './company-ru.ts';
import { ru as signature } from './signature-ru.ts';

/**
 * Texts of the sign-in, registration, recovery and cabinet pages; loaded with those pages. The company part's texts
 * (employees, invitation, «no rights») and the signing texts ride along: a part of their own would cost every page's
 * first load its loader.
 */
export const ru = {
  ...company,
  // Signing with NCALayer (registration by certificate, the cabinet's verification), kept in its own file.
  ...signature,
  // The company's acts of completed works (issue 17), kept in their own file.
  ...avr,
  // The sign-in page's call to a guest who chose a tariff (issue 15).
  calcWidget: {
    signInTitle: 'Войдите, чтобы оформить заказ',
    signInToOrder: 'Войдите или зарегистрируйтесь — выбранный тариф сохранён, и после входа вы вернётесь к заказу.',
    register: 'Зарегистрироваться',
  },
  auth: {
    userType: 'Тип пользователя',
    person: 'Физическое лицо',
    company: 'Компания или ИП',
    phone: 'Номер телефона',
    password: 'Пароль',
    confirmPassword: 'Повторите пароль',
    login: {
      title: 'Вход',
      submit: 'Войти',
      forgot: 'Забыли пароль?',
      noAccount: 'Нет аккаунта?',
      register: 'Зарегистрироваться',
    },
    register: {
      title: 'Регистрация',
      lead: 'Регистрация обязательна и для частных отправителей: оплата поступает только из вашего кошелька.',
      lastName: 'Фамилия',
      firstName: 'Имя',
      iin: 'ИИН',
      email: 'Электронная почта',
      entityType: 'Форма организации',
      legalEntity: 'Юридическое лицо',
      entrepreneur: 'Индивидуальный предприниматель',
      bin: 'БИН',
      ownerIin: 'ИИН предпринимателя',
      companyName: 'Наименование организации',
      legalAddress: 'Юридический адрес',
      contact: 'Контактное лицо',
      submit: 'Зарегистрироваться',
      haveAccount: 'Уже есть аккаунт?',
    },
    confirm: {
      title: 'Подтверждение номера',
      lead: 'Мы отправили 4-значный код на номер {{phone}}.',
      code: 'Код из SMS',
      submit: 'Подтвердить',
      resendIn: 'Отправить код повторно через {{time}}',
      resend: 'Отправить код повторно',
      restart: 'Данные регистрации не найдены — начните заново.',
    },
    recovery: {
      title: 'Восстановление пароля',
      lead: 'Укажите номер и новый пароль — мы пришлём код для подтверждения.',
      codeLead:
        'Если на номер {{phone}} есть аккаунт, мы отправили на него 6-значный код. Введите его, чтобы установить новый пароль.',
      newPassword: 'Новый пароль',
      submit: 'Получить код',
      confirm: 'Сменить пароль',
      back: 'Вернуться ко входу',
    },
    strength: {
      label: 'Надёжность пароля: {{level}}',
      level0: 'очень слабый',
      level1: 'слабый',
      level2: 'хороший',
      level3: 'надёжный',
    },
  },
  cabinet: {
    avatar: {
      alt: 'Фото профиля',
      add: 'Добавить фото',
      change: 'Сменить фото',
      remove: 'Удалить фото',
      cropTitle: 'Выберите область фото',
      zoom: 'Масштаб',
      cancel: 'Отмена',
      save: 'Сохранить',
    },
    nav: {
      label: 'Разделы кабинета',
      profile: 'Профиль',
      orders: 'Мои заказы',
      newOrder: 'Новый заказ',
      wallet: 'Кошелёк',
      invoices: 'Счета',
      receipts: 'Квитанции',
      addresses: 'Адресная книга',
      priority: 'Приоритетные заказы',
      employees: 'Сотрудники',
      acts: 'Акты',
    },
    dashboard: {
      balance: 'Баланс кошелька',
      topUp: 'Пополнить',
      recent: 'Последние заказы',
      allOrders: 'Все заказы',
      noOrders: 'Заказов пока нет. Рассчитайте стоимость и оформите первый заказ.',
      noOrdersYet: 'Заказов пока нет.',
      newOrder: 'Оформить новый заказ',
      newOrderLead: 'Рассчитайте стоимость, выберите тариф и заполните данные отправителя и получателя.',
      profile: 'Профиль',
    },
    title: 'Личный кабинет',
    phone: 'Телефон',
    email: 'Электронная почта',
    iin: 'ИИН',
    bin: 'БИН',
    company: 'Организация',
    legalAddress: 'Юридический адрес',
    accountType: 'Тип аккаунта',
    rolePerson: 'Физическое лицо',
    roleCompany: 'Компания',
    roleEntrepreneur: 'Индивидуальный предприниматель',
    rolePartner: 'Партнёр',
    blockCategory: { breach: 'Нарушение условий оферты', debt: 'Задолженность' },
    blocked: 'Аккаунт заблокирован',
    blockedText:
      'Причина: {{reason}}. Просмотр данных доступен, но создание, оплата и отправка заказов — нет. Обратитесь в поддержку.',
    setIin: 'Укажите ИИН',
    setIinLead: 'ИИН нужен для оформления заказов.',
    save: 'Сохранить',
    iinSaved: 'ИИН сохранён',
    changePassword: 'Сменить пароль',
    signOut: 'Выйти',
    loading: 'Загружаем профиль…',
  },
  list: {
    clearDate: 'Очистить дату',
    previousMonth: 'Предыдущий месяц',
    nextMonth: 'Следующий месяц',
    filters: 'Фильтры',
    filtersActive: 'Фильтры: {{count}}',
    previous: 'Предыдущая страница',
    next: 'Следующая страница',
    first: 'Первая страница',
    last: 'Последняя страница',
    page: 'Страница {{page}}',
  },
  passwordChange: {
    title: 'Смена пароля',
    old: 'Текущий пароль',
    new: 'Новый пароль',
    repeat: 'Повторите новый пароль',
    submit: 'Сменить пароль',
    back: 'В личный кабинет',
  },
  integweb: {
    registerToOrderTitle: 'Зарегистрируйтесь, чтобы оформить заказ',
    registerToOrder:
      'Выбранный тариф сохранён: после регистрации и подтверждения номера вы вернётесь к заказу. Уже есть аккаунт?',
    signIn: 'Войти',
  },
};

type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
export type AccountMessages = Catalog<typeof ru>;
