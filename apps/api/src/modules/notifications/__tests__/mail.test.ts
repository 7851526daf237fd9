import { createMailSandbox } from '@jetkiz/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../../../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../../../../test/helper.ts';
import { createSmtpMail } from '../../../adapters/mail/index.ts';

/**
 * E-mail (issue 19) through a real SMTP server (the sandbox): the sender hears of their order in their language, and
 * the newsletter's double opt-in and one-click unsubscription hold against replayed and altered links.
 */
let t: TestApp;
const f = fixtures(() => t, '77790');

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: object, lang = 'RU', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': lang, ...headers } });

/** The token in the newest confirmation link sent to an address. */
const confirmToken = async (email: string) => {
  const [mail] = await t.mails(email);
  const token = /token=([^\s"&]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link was sent to ${email}`);
  return decodeURIComponent(token);
};

describe('SMTP', () => {
  it('delivers a mail with its text, HTML and headers to the mail server (the sandbox speaks real SMTP)', async () => {
    const sandbox = createMailSandbox();
    const { url, smtpUrl } = await sandbox.listen('127.0.0.1', { http: 0, smtp: 0 });
    const mail = createSmtpMail({ smtpUrl, from: 'Jetkiz <no-reply@jetkiz.kz>' });
    try {
      await mail.send({
        to: 'reader@example.kz',
        subject: 'Сәлемдеме жеткізілді',
        text: 'Сәлеметсіз бе!',
        html: '<p>Сәлеметсіз бе!</p>',
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      const [received] = (await (await fetch(`${url}/messages?to=reader@example.kz`)).json()) as Array<{
        subject: string;
        text: string;
        html: string;
        headers: Record<string, string>;
      }>;
      expect(received).toMatchObject({ subject: 'Сәлемдеме жеткізілді', html: '<p>Сәлеметсіз бе!</p>' });
      expect(received?.text.trim()).toBe('Сәлеметсіз бе!');
      expect(received?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    } finally {
      mail.close();
      await sandbox.close();
    }
  });
});

describe('order e-mails', () => {
  it('tell the sender that the order was placed and paid, in the language of the account', async () => {
    const { token } = await f.user('person');
    const order = (await f.call('POST', '/api/order/protected/order', token, f.orderBody(await f.quote()))).body;
    expect((await f.payOrder(token, order)).status).toBe(200);
    const mails = (await t.mails('a@mail.kz')).filter((m) => m.subject.includes(order.orderNumber));
    expect(mails.map((m) => m.subject)).toEqual([`Заказ ${order.orderNumber} оплачен`, `Заказ ${order.orderNumber} оформлен`]);
    const placed = mails[1];
    expect(placed?.text).toContain('Здравствуйте, Айгерім!');
    expect(placed?.text).toMatch(/Алматы → Караганда/);
    expect(placed?.text).toContain(`/cabinet/orders/${order.id}`);
    expect(placed?.html).toContain('Открыть заказ');
  });

  it('are written in Kazakh to a customer who reads Kazakh', async () => {
    const phone = '77790900001';
    await post(
      '/api/identity/public/registration/register-person',
      {
        firstName: 'Дәурен',
        lastName: 'Серікұлы',
        username: phone,
        email: 'dauren@mail.kz',
        password: 'Qwerty12',
        confirmPassword: 'Qwerty12',
        iin: '850722400008',
      },
      'KZ',
    );
    const confirmed = await post(
      '/api/identity/public/registration/confirm-code',
      { code: await t.lastCode(phone), userName: phone, password: 'Qwerty12', confirmPassword: 'Qwerty12', userType: 'person' },
      'KZ',
    );
    const token = confirmed.json().access_token as string;
    const order = (await f.call('POST', '/api/order/protected/order', token, f.orderBody(await f.quote()), 'KZ')).body;
    const [placed] = await t.mails('dauren@mail.kz');
    expect(placed?.subject).toBe(`${order.orderNumber} тапсырысы рәсімделді`);
    expect(placed?.text).toContain('Сәлеметсіз бе, Дәурен!');
    expect(placed?.text).toContain('Тапсырысты ашу');
  });
});

describe('newsletter', () => {
  it('subscribes only after the link in the e-mail, once; unsubscribes with one click, once', async () => {
    const email = 'News.Reader@Example.kz';
    const answer = await post('/api/site/public/newsletter', { email }, 'EN');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toContain('news.reader@example.kz');
    expect(await t.app.newsletter.counts()).toMatchObject({ pending: 1, active: 0 });

    const [confirmMail] = await t.mails('news.reader@example.kz');
    expect(confirmMail?.subject).toBe('Confirm your subscription to Jetkiz news');
    const token = await confirmToken('news.reader@example.kz');

    // An altered link is refused and changes nothing.
    const altered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    const bad = await post('/api/site/public/newsletter/confirm', { token: altered }, 'RU');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'NEWSLETTER_LINK_INVALID', message: expect.stringContaining('Ссылка') });

    const confirmed = await post('/api/site/public/newsletter/confirm', { token }, 'RU');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Вы подписались на рассылку');
    // The same link again: used.
    const replay = await post('/api/site/public/newsletter/confirm', { token }, 'KZ');
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe('Бұл сілтеме бұрын пайдаланылған');

    // Subscribing again says the same and sends nothing.
    await post('/api/site/public/newsletter', { email }, 'EN');
    expect(await t.mails('news.reader@example.kz')).toHaveLength(1);

    const sent = await t.app.newsletter.send('2026-11', {
      subject: { ru: 'Новости Jetkiz', kk: 'Jetkiz жаңалықтары', en: 'Jetkiz news' },
      paragraphs: [{ ru: 'Новые тарифы.', kk: 'Жаңа тарифтер.', en: 'New tariffs.' }],
    });
    expect(sent.queued).toBeGreaterThanOrEqual(1);
    // The same issue again queues nothing twice.
    await t.app.newsletter.send('2026-11', {
      subject: { ru: 'Новости Jetkiz', kk: 'Jetkiz жаңалықтары', en: 'Jetkiz news' },
      paragraphs: [{ ru: 'Новые тарифы.', kk: 'Жаңа тарифтер.', en: 'New tariffs.' }],
    });
    const letters = (await t.mails('news.reader@example.kz')).filter((m) => m.subject === 'Jetkiz news');
    expect(letters).toHaveLength(1);
    const letter = letters[0];
    expect(letter?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<([^>]+)>/.exec(letter?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(letter?.text).toContain('Unsubscribe: ');
    const path = new URL(oneClick).pathname + new URL(oneClick).search;

    // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click", form-encoded.
    const left = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'EN' },
    });
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe('You have unsubscribed');
    const again = await t.app.inject({ method: 'POST', url: path, headers: { 'accept-language': 'EN' } });
    expect(again.statusCode).toBe(409);
    expect(await t.app.newsletter.counts()).toMatchObject({ active: 0, unsubscribed: 1 });
  });

  it('refuses a bad address, and a confirmation link past its term', async () => {
    const bad = await post('/api/site/public/newsletter', { email: 'not an address' }, 'KZ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.email).toBe('Электрондық пошта мекенжайын дұрыс енгізіңіз');

    await post('/api/site/public/newsletter', { email: 'late@example.kz' });
    const token = await confirmToken('late@example.kz');
    t.advance(8 * 86_400);
    const late = await post('/api/site/public/newsletter/confirm', { token }, 'EN');
    expect(late.statusCode).toBe(410);
    expect(late.json().errorCode).toBe('NEWSLETTER_LINK_EXPIRED');
    // A token of the wrong kind (a confirmation used to unsubscribe) is not valid there.
    const wrongKind = await post(`/api/site/public/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(wrongKind.statusCode).toBe(400);
  });
});

describe('the newsletter confirmation, to someone who did not subscribe', () => {
  it('tells a stranger in Russian to ignore a confirmation they did not ask for, as kk and en do', async () => {
    await post('/api/site/public/newsletter', { email: 'ne.ya@example.kz' }, 'RU');
    const [mail] = await t.mails('ne.ya@example.kz');
    // «просто не отвечайте» told them not to reply (a reply changes nothing; the link is what subscribes).
    expect(mail?.text).toContain('Если вы не подписывались, просто проигнорируйте это письмо');
  });
});
