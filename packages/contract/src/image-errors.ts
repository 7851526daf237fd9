import type { Localized } from '@jetkiz/domain';

/** The specification's image errors (§8): read, crop and load. Read and load come from the server too. */
export const IMAGE_MESSAGES = {
  readError: {
    ru: 'Не удалось прочитать изображение. Выберите файл JPEG, PNG или WebP',
    kk: 'Суретті оқу мүмкін болмады. JPEG, PNG немесе WebP файлын таңдаңыз',
    en: 'The image could not be read. Choose a JPEG, PNG or WebP file',
  },
  /** A file of a type not taken (SVG, GIF, PDF, text…), said by its Content-Type or, in the browser, its file type. */
  typeNotAccepted: {
    ru: 'Файлы этого типа не принимаются. Выберите файл JPEG, PNG или WebP',
    kk: 'Бұл түрдегі файлдар қабылданбайды. JPEG, PNG немесе WebP файлын таңдаңыз',
    en: 'Files of this type are not accepted. Choose a JPEG, PNG or WebP file',
  },
  cropError: {
    ru: 'Не удалось обрезать изображение. Попробуйте выбрать область ещё раз',
    kk: 'Суретті қию мүмкін болмады. Аймақты қайта таңдап көріңіз',
    en: 'The image could not be cropped. Please select the area again',
  },
  loadError: {
    ru: 'Не удалось загрузить изображение. Проверьте соединение и повторите попытку',
    kk: 'Суретті жүктеу мүмкін болмады. Байланысты тексеріп, қайталаңыз',
    en: 'The image could not be uploaded. Check the connection and try again',
  },
  tooLarge: {
    ru: 'Изображение больше 5 МБ. Выберите файл меньшего размера',
    kk: 'Сурет 5 МБ‑тан үлкен. Көлемі кішірек файлды таңдаңыз',
    en: 'The image is larger than 5 MB. Choose a smaller file',
  },
  saved: { ru: 'Фото профиля сохранено', kk: 'Профиль суреті сақталды', en: 'The profile picture has been saved' },
  removed: { ru: 'Фото профиля удалено', kk: 'Профиль суреті жойылды', en: 'The profile picture has been removed' },
} as const satisfies Record<string, Localized>;

/** Spread into ERRORS: an upload of a type not taken, not an image the server can read, or too large. */
export const IMAGE_ERRORS = {
  IMAGE_TYPE_NOT_ACCEPTED: { status: 415, message: IMAGE_MESSAGES.typeNotAccepted },
  IMAGE_READ_ERROR: { status: 400, message: IMAGE_MESSAGES.readError },
  IMAGE_TOO_LARGE: { status: 413, message: IMAGE_MESSAGES.tooLarge },
} as const satisfies Record<string, { status: number; message: Localized }>;
