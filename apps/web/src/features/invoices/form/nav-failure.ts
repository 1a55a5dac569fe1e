import { DISPATCH_REASONS } from '@kontor/contract';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/api-error';

/**
 * A NAV action's failure in the user's language: the server's reason (`NOTHING_CORRECTED: …`, a
 * stale version, a field) from the dictionary, never the raw problem+json.
 */
export function navFailureOf(t: TFunction, error: unknown): string {
  const problem = error instanceof ApiError ? error.problem : undefined;
  if (!problem) return failureOf(t, error);
  const reason = /^([A-Z_]+):/.exec(problem.detail ?? '')?.[1];
  const status = problem.errors?.find((e) => e.path === 'navStatus')?.message;
  const text = t(`INVOICES.NAV_ERROR.${reason ?? problem.code}`, {
    status: status ? t(`INVOICES.NAV.${status}`) : '',
    field: problem.errors?.[0]?.path ?? '',
    defaultValue: '',
  });
  return text || t('INVOICES.NAV_ERROR.OTHER');
}

/**
 * Which dictionary text tells a refused field why: the server's field messages are English
 * developer texts, so the field path (lines.3.quantity → lines.quantity) and, where one field
 * has several reasons, a pattern of the message pick the Hungarian one. First match wins.
 */
const FIELD_REASONS: readonly { path: string; match?: RegExp; key: string }[] = [
  { path: 'kind', match: /FINAL invoice/, key: 'HAS_ADVANCE' },
  { path: 'kind', match: /NORMAL invoice/, key: 'NO_ADVANCE' },
  { path: 'kind', match: /no lines/, key: 'NO_LINES' },
  { path: 'kind', key: 'NOTHING_DISPATCHED' },
  { path: 'amount', match: /gross total leaves/, key: 'AMOUNT_OVER' },
  { path: 'amount', match: /either an amount or a percent/, key: 'AMOUNT_OR_PERCENT' },
  { path: 'amount', key: 'AMOUNT' },
  { path: 'percent', match: /gross total leaves/, key: 'AMOUNT_OVER' },
  { path: 'percent', key: 'PERCENT' },
  { path: 'fulfilmentDate', match: /advance was received/, key: 'ADVANCE_DATE' },
  { path: 'fulfilmentDate', match: /future/, key: 'FUTURE_DATE' },
  { path: 'fulfilmentDate', match: /MNB/, key: 'NO_RATE' },
  { path: 'fulfilmentDate', key: 'DATE_WINDOW' },
  { path: 'proformaId', match: /already issued/, key: 'PROFORMA_USED' },
  { path: 'proformaId', key: 'PROFORMA' },
  { path: 'idempotencyKey', key: 'KEY' },
  { path: 'lines.quantity', match: /whole/, key: 'DEDUCTION_WHOLE' },
  { path: 'lines.quantity', match: /worth nothing/, key: 'WORTH_NOTHING' },
  { path: 'lines.quantity', key: 'CREDIT_QUANTITY' },
  { path: 'lines', match: /nothing to invoice/, key: 'ALL_ZERO' },
  { path: 'lines', key: 'NOTHING_TO_CREDIT' },
  { path: 'lines.vatCode', key: 'LINE_VAT' },
  { path: 'lines.productId', key: 'LINE_VAT' },
  { path: 'state', key: 'ORDER_STATE' },
];

const DISPATCH_CODES: ReadonlySet<string> = new Set(DISPATCH_REASONS);

/**
 * The field errors of a refused invoice action, in Hungarian, by the field path the server names
 * (`lines.3.quantity` keeps its index, so the dialog marks that line). An amount the server names
 * in its message ("… (12000.00 HUF)") is kept in the text.
 */
export function invoiceFieldErrors(t: TFunction, error: unknown): Record<string, string> {
  const problem = error instanceof ApiError ? error.problem : undefined;
  const result: Record<string, string> = {};
  for (const { path, message, code } of problem?.errors ?? []) {
    // A dispatch's refusal (dispatch and invoice in one step) comes in the user's language.
    if (DISPATCH_CODES.has(code.toUpperCase())) {
      result[path] ??= message;
      continue;
    }
    const general = path.replace(/\.\d+(?=\.|$)/g, '');
    const rule = FIELD_REASONS.find(
      (r) => r.path === general && (!r.match || r.match.test(message)),
    );
    const figure = /\(([\d.]+ [A-Z]{3})\)/.exec(message)?.[1] ?? '';
    result[path] ??= rule
      ? t(`INVOICES.FIELD_ERROR.${rule.key}`, { figure })
      : t('INVOICES.NAV_ERROR.OTHER');
  }
  return result;
}

/**
 * What a dialog says above its fields when an invoice action was refused: nothing more when every
 * failing field is one the dialog shows (`shown`), else the reason as `navFailureOf` gives it.
 */
export function invoiceFailureOf(
  t: TFunction,
  error: unknown,
  shown: (path: string) => boolean,
): string | null {
  const errors = error instanceof ApiError ? (error.problem?.errors ?? []) : [];
  if (errors.length > 0 && errors.every((e) => shown(e.path))) return null;
  const fields = invoiceFieldErrors(t, error);
  const first = errors[0];
  return first ? (fields[first.path] ?? navFailureOf(t, error)) : navFailureOf(t, error);
}

/**
 * What the form says when an invoice action failed: the server's reason in the user's language
 * (nav-failure.ts: the field, the state, the NAV status), never its English detail.
 */
export function failureOf(t: TFunction, error: unknown): string {
  const problem = error instanceof ApiError ? error.problem : undefined;
  return t('INVOICES.ERROR.FAILED', {
    detail: problem ? invoiceFailureOf(t, error, () => false) : t('INVOICES.NAV_ERROR.OTHER'),
  });
}
