import type { Localized } from '@jetkiz/domain';

/** Errors of staff sign-in and staff management (issue 18, "Staff and access"). Spread into ERRORS. */
export const STAFF_ERRORS = {
  /** Wrong phone or password, or a disabled staff member (the answer does not tell which). */
  STAFF_SIGN_IN_FAILED: {
    status: 401,
    message: {
      ru: 'Неверный телефон или пароль',
      kk: 'Телефон немесе құпиясөз қате',
      en: 'Wrong phone number or password',
    },
  },
  /** A TOTP code or recovery code that is wrong, already used, or outside the allowed time drift. */
  STAFF_CODE_INVALID: {
    status: 401,
    message: {
      ru: 'Код неверный или уже использован. Введите новый код из приложения',
      kk: 'Код қате немесе бұрын пайдаланылған. Қолданбадағы жаңа кодты енгізіңіз',
      en: 'The code is wrong or has already been used. Enter a new code from the app',
    },
  },
  /** The sign-in step between password and code expired or is not valid: start again with the password. */
  STAFF_CHALLENGE_EXPIRED: {
    status: 401,
    message: {
      ru: 'Время на ввод кода истекло. Войдите снова',
      kk: 'Кодты енгізу уақыты өтіп кетті. Қайта кіріңіз',
      en: 'The time to enter the code has run out. Please sign in again',
    },
  },
  /** Too many wrong passwords or codes in a row: the staff member is locked out for a while. */
  STAFF_LOCKED: {
    status: 429,
    message: {
      ru: 'Слишком много неудачных попыток. Вход временно заблокирован, попробуйте позже',
      kk: 'Сәтсіз әрекеттер тым көп. Кіру уақытша бұғатталды, кейінірек қайталаңыз',
      en: 'Too many failed attempts. Sign-in is locked for a while, please try later',
    },
  },
  /** The staff session ended after the configured time without activity (or its maximum length). */
  STAFF_SESSION_EXPIRED: {
    status: 401,
    message: {
      ru: 'Сеанс завершён из-за бездействия. Войдите снова',
      kk: 'Әрекетсіздікке байланысты сеанс аяқталды. Қайта кіріңіз',
      en: 'The session ended because of inactivity. Please sign in again',
    },
  },
  /** A staff member with this phone already exists. */
  STAFF_PHONE_TAKEN: {
    status: 409,
    message: {
      ru: 'Сотрудник с этим номером уже есть',
      kk: 'Бұл нөмірмен қызметкер бұрыннан бар',
      en: 'A staff member with this number already exists',
    },
  },
  /** An administrator tried to change their own role or status (the console could be left without one). */
  STAFF_SELF_CHANGE: {
    status: 409,
    message: {
      ru: 'Свою роль и доступ изменить нельзя: попросите другого администратора',
      kk: 'Өз рөліңізді және кіру құқығыңызды өзгерте алмайсыз: басқа әкімшіден сұраңыз',
      en: 'You cannot change your own role or access: ask another administrator',
    },
  },
} as const satisfies Record<string, { status: number; message: Localized }>;
