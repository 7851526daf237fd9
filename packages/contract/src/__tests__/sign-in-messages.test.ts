import { describe, expect, it } from 'vitest';
import { signInPausedMessage, waitPhrase } from '../sign-in-messages.ts';

describe('the sign-in pause says how long to wait', () => {
  it.each([
    [1, '1 секунду', '1 секундтан', '1 second'],
    [30, '30 секунд', '30 секундтан', '30 seconds'],
    [42, '42 секунды', '42 секундтан', '42 seconds'],
    [60, '1 минуту', '1 минуттан', '1 minute'],
    [61, '2 минуты', '2 минуттан', '2 minutes'],
    [240, '4 минуты', '4 минуттан', '4 minutes'],
    [660, '11 минут', '11 минуттан', '11 minutes'],
    [1_260, '21 минуту', '21 минуттан', '21 minutes'],
    [3_600, '1 час', '1 сағаттан', '1 hour'],
    [7_200, '2 часа', '2 сағаттан', '2 hours'],
    [18_000, '5 часов', '5 сағаттан', '5 hours'],
  ])('%i s → %s / %s / %s', (seconds, ru, kk, en) => {
    expect([waitPhrase(seconds, 'ru'), waitPhrase(seconds, 'kk'), waitPhrase(seconds, 'en')]).toEqual([ru, kk, en]);
  });

  it('fills the message in each language', () => {
    expect(signInPausedMessage(120)).toEqual({
      ru: 'Слишком много неудачных попыток входа. Повторите через 2 минуты',
      kk: 'Сәтсіз кіру әрекеттері тым көп. 2 минуттан кейін қайталаңыз',
      en: 'Too many failed sign-in attempts. Try again in 2 minutes',
    });
  });
});
