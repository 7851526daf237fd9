/** Russian, the default language. kk.ts and en.ts must have exactly these keys (checked by a test and by the type). */
export const ru = {
  app: {
    name: 'Jetkiz',
    tagline: 'Доставка посылок и грузов по Казахстану',
    loading: 'Страница загружается',
    skipToContent: 'Перейти к содержимому',
  },
  nav: {
    login: 'Войти',
    register: 'Регистрация',
    cabinet: 'Кабинет',
    label: 'Основное меню',
    calculator: 'Калькулятор',
    tracking: 'Отслеживание',
    terminals: 'Терминалы',
    home: 'Главная',
    faq: 'Вопросы и ответы',
    contacts: 'Контакты',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
  },
  language: {
    label: 'Язык интерфейса',
    ru: 'Русский',
    kk: 'Қазақша',
    en: 'English',
  },
  /** A language named in the page's language, as the value of a field («Язык SMS: Казахский», kk «SMS тілі: Қазақ тілі»);
   * the switcher above names each language in its own. */
  languageName: {
    ru: 'Русский',
    kk: 'Казахский',
    en: 'Английский',
  },
  home: {
    title: 'Доставка посылок и грузов по всему Казахстану',
    lead: 'Сравните тарифы перевозчиков по цене и сроку, оформите заказ, оплатите из кошелька и отслеживайте посылку.',
    calculate: 'Рассчитать стоимость',
    routeTitle: 'Куда отправляем?',
    from: 'Откуда',
    to: 'Куда',
    placeholder: 'Город, посёлок или село',
    swap: 'Поменять местами',
    popular: 'Областные центры и города республиканского значения',
    routeSummary: 'Маршрут: {{from}} → {{to}}',
    chooseBoth: 'Выберите, откуда и куда отправить посылку.',
    facts: {
      coverageTitle: 'Более 3 500 населённых пунктов',
      coverageText: 'Забор груза во всех областных центрах, доставка по всей стране.',
      compareTitle: 'Несколько перевозчиков',
      compareText: 'Тарифы «стандарт», «экспресс» и другие — по цене и сроку в днях.',
      insuranceTitle: 'Каждый груз застрахован',
      insuranceText: 'Страхование {{rate}} от объявленной ценности; без неё — обязательные {{fee}}.',
    },
  },
  locality: {
    nothingFound: 'Населённый пункт не найден',
    loading: 'Ищем…',
    clear: 'Очистить',
  },
  footer: {
    newsletter: 'Рассылка новостей',
    offer: 'Публичная оферта',
    privacy: 'Политика конфиденциальности',
    knowledge: 'База знаний',
    partners: 'Партнёрская программа',
    contacts: 'Связаться с нами',
    faq: 'Вопросы и ответы',
    documentsTitle: 'Документы',
    helpTitle: 'Помощь',
    supportTitle: 'Служба поддержки',
    bin: 'БИН',
    rights: '© {{year}} Jetkiz. Все права защищены.',
    support: 'Поддержка: Пн–Пт, 09:00–18:00',
  },
  notify: {
    close: 'Закрыть',
    passwordToggle: 'Показать или скрыть пароль',
    errorTitle: 'Ошибка',
    warningTitle: 'Внимание',
    // More than two problems in a form at once: one toast counts the fields (lib/form-warnings.ts).
    checkFields_one: 'Проверьте поле, отмеченное красным',
    checkFields_few: 'Проверьте поля, отмеченные красным: {{count}}',
    checkFields_many: 'Проверьте поля, отмеченные красным: {{count}}',
    checkFields_other: 'Проверьте поля, отмеченные красным: {{count}}',
    genericError: 'Произошла ошибка',
    offline: 'Нет соединения с сервером. Проверьте интернет и повторите попытку.',
    // Spec §8: the order registry's report, an order's file, a failed terminal lookup.
    reportError: 'Ошибка выгрузки файла',
    fileError: 'Ошибка конвертации файла',
    addressAgain: 'Не удалось получить адрес терминала. Запросите адрес ещё раз',
    requestAddress: 'Запросить адрес ещё раз',
  },
  errorBoundary: {
    title: 'Что-то пошло не так',
    reload: 'Обновить страницу',
  },
  calcWidget: {
    sameLocality: 'Внутри одного населённого пункта мы пока не доставляем. Выберите другой пункт назначения.',
  },
  public: {
    home: {
      trackTitle: 'Отследить посылку',
      trackLabel: 'Трек-номер',
      trackSubmit: 'Отследить',
    },
  },
};

type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
export type Messages = Catalog<typeof ru>;
