/** Texts of signing with NCALayer: registration by certificate, the cabinet's verification (Russian is the reference); part of the account texts (account-*.ts), which load with the pages that sign. */
export const ru = {
  signature: {
    waiting: 'Подпишите документ в окне NCALayer…',
    unavailableTitle: 'NCALayer не отвечает',
    unavailable: 'Нет соединения с локальным приложением для подписи: убедитесь, что оно запущено, и повторите попытку',
    install: 'Установить NCALayer',
    retry: 'Повторить',
    refusedTitle: 'Подпись не принята',
    failed: 'NCALayer не смог подписать: {{details}}',
    register: {
      title: 'Регистрация по ЭЦП',
      lead: 'БИН или ИИН, название организации, фамилия и имя возьмутся из сертификата. Нужен запущенный NCALayer.',
      sign: 'Подписать в NCALayer',
      signedAs: 'Данные взяты из сертификата: {{name}}',
      fromCertificate: 'Из сертификата ЭЦП',
      another: 'Подписать другим ключом',
      typed: 'Или заполните данные компании вручную ниже.',
    },
    verify: {
      verifiedTitle: 'Компания подтверждена ЭЦП',
      signer: 'Подписал',
      at: 'Дата подписи',
      offerVersion: 'Версия публичной оферты',
      title: 'Подтвердите компанию ЭЦП',
      lead: 'Подпишите ключом ЭЦП организации: мы сверим БИН (ИИН для ИП) с данными компании, и вы примете публичную оферту.',
      action: 'Подтвердить ЭЦП',
      onlyAdmins: 'Подтвердить компанию может её владелец или администратор.',
      success: 'Проверка прошла успешно',
    },
  },
};

export type SignatureMessages = typeof ru;
