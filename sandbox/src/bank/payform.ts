/**
 * The browser side of the bank sandbox: `payment-api.js` (the `halyk` global) and the card form it frames.
 * Both are plain scripts served by the bank, as the real ones are; the shop's page never sees card data.
 */
export const widgetScript = (origin: string): string => `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  function encode(obj) { return encodeURIComponent(btoa(unescape(encodeURIComponent(JSON.stringify(obj))))); }
  function showPaymentWidget(paymentObject, callback) {
    var overlay = document.createElement('div');
    overlay.setAttribute('data-halyk-widget', '');
    overlay.style.cssText = 'position:fixed;inset:0;background:rgba(15,23,42,.55);z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:8px';
    var frame = document.createElement('iframe');
    frame.title = 'Halyk ePay';
    frame.width = '400';
    frame.height = '560';
    frame.style.cssText = 'width:400px;max-width:100%;height:560px;max-height:100%;border:0;border-radius:12px;background:#fff;box-shadow:0 10px 40px rgba(0,0,0,.3)';
    frame.src = ORIGIN + '/payform/?params=' + encode(paymentObject);
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    function onMessage(event) {
      if (event.origin !== ORIGIN || !event.data || event.data.source !== 'halyk-epay') return;
      window.removeEventListener('message', onMessage);
      overlay.remove();
      callback({ success: event.data.success === true });
    }
    window.addEventListener('message', onMessage);
  }
  function pay(paymentObject) { window.location.href = ORIGIN + '/payform/?redirect=1&params=' + encode(paymentObject); }
  window.halyk = { showPaymentWidget: showPaymentWidget, pay: pay };
})();
`;

const TEXTS = {
  rus: {
    title: 'Оплата картой',
    amount: 'Сумма',
    card: 'Номер карты',
    expiry: 'Срок (ММ/ГГ)',
    cvc: 'CVC',
    pay: 'Оплатить',
    code: 'Код 3-D Secure из SMS',
    confirm: 'Подтвердить',
    ok: 'Оплата прошла успешно',
    fail: 'Платёж отклонён',
    back: 'Вернуться в магазин',
    invalid: 'Проверьте данные карты',
    cancel: 'Отменить',
  },
  kaz: {
    title: 'Картамен төлеу',
    amount: 'Сома',
    card: 'Карта нөмірі',
    expiry: 'Мерзімі (АА/ЖЖ)',
    cvc: 'CVC',
    pay: 'Төлеу',
    code: 'SMS-тегі 3-D Secure коды',
    confirm: 'Растау',
    ok: 'Төлем сәтті өтті',
    fail: 'Төлем қабылданбады',
    back: 'Дүкенге оралу',
    invalid: 'Карта деректерін тексеріңіз',
    cancel: 'Бас тарту',
  },
  eng: {
    title: 'Card payment',
    amount: 'Amount',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    code: '3-D Secure code from the SMS',
    confirm: 'Confirm',
    ok: 'Payment successful',
    fail: 'Payment declined',
    back: 'Back to the shop',
    invalid: 'Check the card details',
    cancel: 'Cancel',
  },
};

export const payformPage = (origin: string): string => `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Halyk ePay (sandbox)</title>
<style>
body{font:15px system-ui,sans-serif;margin:0;padding:20px;color:#1f2937}
h1{font-size:19px;margin:0 0 4px}.sandbox{font-size:12px;color:#92400e;background:#fef3c7;padding:4px 8px;border-radius:6px;display:inline-block;margin-bottom:12px}
.amount{font-size:22px;font-weight:700;margin:8px 0 16px}label{display:block;font-size:13px;margin:10px 0 4px}
input{width:100%;box-sizing:border-box;font-size:16px;padding:9px 10px;border:1px solid #9ca3af;border-radius:8px}
.row{display:flex;gap:10px}.row>div{flex:1}button{margin-top:16px;width:100%;font-size:16px;padding:11px;border:0;border-radius:8px;background:#007a4d;color:#fff;cursor:pointer}
button.secondary{background:#e5e7eb;color:#111827}.error{color:#b91c1c;margin-top:10px;min-height:1em}.result{font-size:18px;font-weight:600;margin:24px 0 8px}
[hidden]{display:none}
</style></head><body>
<div class="sandbox">Sandbox · Halyk ePay</div>
<h1 id="title"></h1>
<div id="desc"></div>
<div class="amount" id="amount"></div>
<form id="card-form" autocomplete="off">
  <label for="card" id="l-card"></label><input id="card" inputmode="numeric" maxlength="23" required>
  <div class="row"><div><label for="expiry" id="l-expiry"></label><input id="expiry" maxlength="5" placeholder="01/27" required></div>
  <div><label for="cvc" id="l-cvc"></label><input id="cvc" inputmode="numeric" maxlength="3" required></div></div>
  <button type="submit" id="pay"></button>
  <button type="button" class="secondary" id="cancel"></button>
</form>
<form id="code-form" hidden><label for="code" id="l-code"></label><input id="code" inputmode="numeric" maxlength="6"><button type="submit" id="confirm"></button></form>
<div id="done" hidden><div class="result" id="result" role="status"></div><div id="reason"></div><button type="button" id="back"></button></div>
<div class="error" id="error" role="alert"></div>
<script>
(function () {
  var T = ${JSON.stringify(TEXTS)};
  var q = new URLSearchParams(location.search);
  var p = {};
  try { p = JSON.parse(decodeURIComponent(escape(atob(decodeURIComponent(q.get('params') || ''))))); } catch (e) {}
  var t = T[p.language] || T.rus;
  var $ = function (id) { return document.getElementById(id); };
  document.documentElement.lang = p.language === 'kaz' ? 'kk' : p.language === 'eng' ? 'en' : 'ru';
  $('title').textContent = t.title; $('desc').textContent = p.description || '';
  $('amount').textContent = t.amount + ': ' + Number(p.amount || 0).toLocaleString('ru-RU') + ' ' + (p.currency || 'KZT');
  ['card', 'expiry', 'cvc', 'code'].forEach(function (k) { $('l-' + k).textContent = t[k]; });
  $('pay').textContent = t.pay; $('confirm').textContent = t.confirm; $('back').textContent = t.back; $('cancel').textContent = t.cancel;
  var token = p.auth && p.auth.access_token;
  var success = false;
  function finish() {
    var message = { source: 'halyk-epay', success: success, invoiceId: p.invoiceId };
    if (q.get('redirect')) { location.href = success ? p.backLink : p.failureBackLink; return; }
    parent.postMessage(message, '*');
  }
  function send(extra) {
    $('error').textContent = '';
    var body = Object.assign({ invoiceId: p.invoiceId, token: token }, extra);
    return fetch(${JSON.stringify(origin)} + '/payform/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); })
      .then(function (r) {
        if (r.status === 'INVALID' || r.status === 'ERROR') { $('error').textContent = t.invalid; return; }
        if (r.status === '3DS') { $('card-form').hidden = true; $('code-form').hidden = false; $('code').focus(); return; }
        success = r.status === 'CHARGE';
        $('card-form').hidden = true; $('code-form').hidden = true; $('done').hidden = false;
        $('result').textContent = success ? t.ok : t.fail;
        $('reason').textContent = success ? '' : (r.reason || '');
        $('back').focus();
      });
  }
  $('card-form').addEventListener('submit', function (e) { e.preventDefault(); send({ card: $('card').value, expiry: $('expiry').value, cvc: $('cvc').value }); });
  $('code-form').addEventListener('submit', function (e) { e.preventDefault(); send({ code: $('code').value }); });
  $('back').addEventListener('click', finish);
  $('cancel').addEventListener('click', function () { success = false; finish(); });
})();
</script></body></html>`;
