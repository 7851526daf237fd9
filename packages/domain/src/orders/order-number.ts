/** Order numbers: «JZ-00001000», the prefix and the order's serial (the database's sequence) in 8 digits. */
export const ORDER_NUMBER_PREFIX = 'JZ';

export const formatOrderNumber = (serial: number): string => `${ORDER_NUMBER_PREFIX}-${String(serial).padStart(8, '0')}`;

/** An order's number as a person may type it, in any case and with or without its hyphen: «jz00001000». */
export const looksLikeOrderNumber = (input: string): boolean =>
  new RegExp(`^${ORDER_NUMBER_PREFIX}-?\\d{8}$`, 'i').test(input.trim());
