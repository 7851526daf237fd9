/** The GSM 03.38 basic alphabet (and its escaped extension): a text wholly in it is sent in 7-bit parts. */
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;

/**
 * How many SMS parts a text takes: GSM-7 fits 160 characters in one part and 153 in each of several;
 * anything else (Cyrillic, Kazakh letters, «», —) goes as UCS-2, 70 in one and 67 in each of several.
 */
export const smsParts = (text: string): number => {
  const gsm = GSM7.test(text);
  const length = gsm ? [...text].reduce((n, c) => n + (/[\^{}\\[~\]|€]/.test(c) ? 2 : 1), 0) : [...text].length;
  const [single, multi] = gsm ? [160, 153] : [70, 67];
  return length <= single ? 1 : Math.ceil(length / multi);
};
