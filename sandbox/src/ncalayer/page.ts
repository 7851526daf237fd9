/** The NCALayer sandbox's page, where a developer picks the key that signs next (ru, kk, en). */
import type { TestKeyName } from '../pki/index.ts';
import type { NcaLayerControl } from './index.ts';

type Lang = 'ru' | 'kk' | 'en';

const TEXT: Record<string, Record<Lang, string>> = {
  title: { ru: 'Песочница NCALayer', kk: 'NCALayer құмсалғышы', en: 'NCALayer sandbox' },
  intro: {
    ru: 'Выберите тестовый ключ: им будут подписаны следующие запросы к NCALayer.',
    kk: 'Сынақ кілтін таңдаңыз: NCALayer-ге келесі сұраулар осы кілтпен қол қойылады.',
    en: 'Pick a test key: the next requests to NCALayer are signed with it.',
  },
  key: { ru: 'Ключ', kk: 'Кілт', en: 'Key' },
  holder: { ru: 'Владелец', kk: 'Иесі', en: 'Holder' },
  what: { ru: 'Что это', kk: 'Бұл не', en: 'What it is' },
  cancelNext: {
    ru: 'Отменить следующий запрос (как будто пользователь нажал «Отмена»)',
    kk: 'Келесі сұрауды болдырмау (пайдаланушы «Болдырмау» батырмасын басқандай)',
    en: 'Cancel the next request (as if the user pressed Cancel)',
  },
  notRunning: {
    ru: 'NCALayer не запущен (соединения отклоняются)',
    kk: 'NCALayer іске қосылмаған (қосылымдар қабылданбайды)',
    en: 'NCALayer is not running (connections are refused)',
  },
  save: { ru: 'Сохранить', kk: 'Сақтау', en: 'Save' },
  saved: { ru: 'Сохранено', kk: 'Сақталды', en: 'Saved' },
  requests: { ru: 'Запросов получено', kk: 'Алынған сұраулар', en: 'Requests received' },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const renderPage = (control: NcaLayerControl, lang: Lang): string => {
  const t = (name: string) => escapeHtml(TEXT[name]?.[lang] ?? name);
  const rows = control.keys
    .map((key) => {
      const description = (key.description as Record<Lang, string>)[lang];
      const id = `key-${key.name}`;
      const checked = key.name === control.key ? ' checked' : '';
      const numbers = `IIN ${key.iin}${key.bin ? ` · BIN ${key.bin}` : ''}`;
      return `<tr><td><input type="radio" name="key" id="${id}" value="${key.name}"${checked}> <label for="${id}"><code>${escapeHtml(key.name)}</code></label></td><td>${escapeHtml(key.commonName)}<br><small>${numbers}</small></td><td>${escapeHtml(description)}</td></tr>`;
    })
    .join('');
  const languages = (['ru', 'kk', 'en'] as const)
    .map((l) => (l === lang ? `<b>${l}</b>` : `<a href="?lang=${l}">${l}</a>`))
    .join(' · ');
  const keyNames: TestKeyName[] = control.keys.map((k) => k.name);
  return `<!doctype html><html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('title')}</title>
<style>body{font:15px system-ui,sans-serif;margin:1rem auto;max-width:60rem;padding:0 1rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:6px 8px;text-align:left;vertical-align:top}@media (max-width:600px){table,tbody,tr,td{display:block}tr:first-child{display:none}tr{border:1px solid #ccc;margin:.5rem 0;padding:.3rem .5rem}td{border:0;padding:2px 0}}label{cursor:pointer}p.toggles label{display:block;margin:.4rem 0}button{font:inherit;padding:.4rem 1.2rem}#status{margin-left:1rem;color:#2a7}</style>
<p>${languages}</p><h1>${t('title')}</h1><p>${t('intro')}</p>
<form id="control"><table><tr><th>${t('key')}</th><th>${t('holder')}</th><th>${t('what')}</th></tr>${rows}</table>
<p class="toggles"><label><input type="checkbox" name="cancelNext"${control.cancelNext ? ' checked' : ''}> ${t('cancelNext')}</label>
<label><input type="checkbox" name="notRunning"${control.notRunning ? ' checked' : ''}> ${t('notRunning')}</label></p>
<p><button type="submit">${t('save')}</button><span id="status" role="status"></span></p></form>
<p>${t('requests')}: ${control.requests}. JSON: <code>GET /control</code>, <code>POST /control {"key":"${keyNames[0]}"}</code></p>
<script>
document.getElementById('control').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = event.target;
  const body = { key: form.key.value, cancelNext: form.cancelNext.checked, notRunning: form.notRunning.checked };
  const response = await fetch('/control', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  document.getElementById('status').textContent = response.ok ? ${JSON.stringify(TEXT.saved?.[lang])} : String(response.status);
});
</script></html>`;
};
