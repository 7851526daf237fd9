import {
  AUDIT_EXPORT_LIMIT,
  AUDIT_OUTCOMES,
  type AuditEntry,
  auditActionName,
  auditErrorMessage,
  auditTargetName,
  STAFF_ROLE_NAMES,
} from '@jetkiz/contract';
import { type Lang, type Localized, spreadsheetText } from '@jetkiz/domain';
import type { AuditFilters } from './operator.audit.ts';
import type { OperatorContext } from './operator.staff.ts';

/** The columns of an exported audit log, named in the reader's language. */
const COLUMNS: Array<{ header: Localized; width: number; value: (entry: AuditEntry, lang: Lang) => string }> = [
  { header: { ru: 'Время (Алматы)', kk: 'Уақыты (Алматы)', en: 'Time (Almaty)' }, width: 20, value: (e) => almatyTime(e.at) },
  { header: { ru: 'Сотрудник', kk: 'Қызметкер', en: 'Staff member' }, width: 24, value: (e) => e.staffName ?? '' },
  {
    header: { ru: 'Роль', kk: 'Рөлі', en: 'Role' },
    width: 16,
    value: (e, lang) => (e.staffRole ? STAFF_ROLE_NAMES[e.staffRole][lang] : ''),
  },
  { header: { ru: 'Действие', kk: 'Әрекет', en: 'Action' }, width: 34, value: (e, lang) => auditActionName(e.action, lang) },
  { header: { ru: 'Код действия', kk: 'Әрекет коды', en: 'Action code' }, width: 24, value: (e) => e.action },
  {
    header: { ru: 'Объект', kk: 'Нысан', en: 'Object' },
    width: 16,
    value: (e, lang) => (e.targetType ? auditTargetName(e.targetType, lang) : ''),
  },
  {
    header: { ru: 'Идентификатор объекта', kk: 'Нысан идентификаторы', en: 'Object id' },
    width: 38,
    value: (e) => e.targetId ?? '',
  },
  { header: { ru: 'Итог', kk: 'Нәтижесі', en: 'Outcome' }, width: 12, value: (e, lang) => AUDIT_OUTCOMES[e.outcome][lang] },
  { header: { ru: 'Код ошибки', kk: 'Қате коды', en: 'Error code' }, width: 22, value: (e) => e.errorCode ?? '' },
  {
    header: { ru: 'Ошибка', kk: 'Қате', en: 'Error' },
    width: 36,
    value: (e, lang) => (e.errorCode ? (auditErrorMessage(e.errorCode, lang) ?? '') : ''),
  },
  { header: { ru: 'Причина', kk: 'Себебі', en: 'Reason' }, width: 30, value: (e) => e.reason ?? '' },
  { header: { ru: 'До', kk: 'Өзгеріске дейін', en: 'Before' }, width: 40, value: (e) => json(e.before) },
  { header: { ru: 'После', kk: 'Өзгерістен кейін', en: 'After' }, width: 40, value: (e) => json(e.after) },
  { header: { ru: 'IP-адрес', kk: 'IP мекенжайы', en: 'IP address' }, width: 16, value: (e) => e.ip ?? '' },
  {
    header: { ru: 'Идентификатор запроса', kk: 'Сұрау идентификаторы', en: 'Request id' },
    width: 38,
    value: (e) => e.requestId ?? '',
  },
];

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const ALMATY = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Almaty',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
/** The moment's wall time in Almaty as [YYYY, MM, DD, hh, mm, ss] (the zone's own rules, UTC+6 before March 2024). */
const almatyParts = (iso: string) => ALMATY.format(new Date(iso)).split(/[- :]/);
/** The moment in Almaty as the product writes it, DD.MM.YYYY HH:MM:SS (the csv's cell). */
const almatyTime = (iso: string) => {
  const [y, mo, d, h, mi, s] = almatyParts(iso);
  return `${d}.${mo}.${y} ${h}:${mi}:${s}`;
};
/** The xlsx's cell: a date Excel sorts and filters by, holding Almaty wall time (Excel has no time zones). */
const almatyCell = (iso: string) => {
  const [y, mo, d, h, mi, s] = almatyParts(iso).map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
};
const TIME_FORMAT = 'dd.mm.yyyy hh:mm:ss';

/**
 * A spreadsheet never runs a cell: text that starts like a formula is kept as text (domain spreadsheetText: also past
 * leading blanks and in full width). A refused line's target id is the path's text as anyone typed it, token or not.
 */
const inert = spreadsheetText;

const csvCell = (text: string) => {
  const safe = inert(text);
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The filtered log (newest first, at most AUDIT_EXPORT_LIMIT lines) as xlsx or csv (UTF-8 with a BOM, for Excel). */
export const exportAudit = async (
  ctx: OperatorContext,
  filters: AuditFilters,
  format: 'xlsx' | 'csv',
  lang: Lang,
): Promise<{ body: Buffer; contentType: string; fileName: string; lines: number }> => {
  const entries = await ctx.audit.list(filters, AUDIT_EXPORT_LIMIT);
  const rows = entries.map((entry) => COLUMNS.map((column) => column.value(entry, lang)));
  const headers = COLUMNS.map((column) => column.header[lang]);
  if (format === 'csv') {
    const text = [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
    return {
      body: Buffer.from(`\uFEFF${text}\r\n`, 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName: 'audit-log.csv',
      lines: rows.length,
    };
  }
  // exceljs loads with the first spreadsheet, not with every API process.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Audit');
  sheet.columns = COLUMNS.map((column, i) => ({
    header: headers[i],
    width: column.width,
    ...(i === 0 && { style: { numFmt: TIME_FORMAT } }),
  }));
  sheet.getRow(1).font = { bold: true };
  entries.forEach((entry, i) => {
    sheet.addRow([almatyCell(entry.at), ...(rows[i] ?? []).slice(1).map(inert)]);
  });
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: 'audit-log.xlsx',
    lines: rows.length,
  };
};
