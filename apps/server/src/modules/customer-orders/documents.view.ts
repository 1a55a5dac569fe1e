import type { TLine } from '@kontor/contract';
import type { AuditEntry } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { findCurrencyScale } from './documents.repository.ts';
import { toScale } from './documents.service.ts';

/** What the answers of quotes, orders and quote requests share. */

/** A stored quote or order line as the answer shows it: amounts in the currency's scale. */
export function storedLineOf(
  line: Omit<TLine, 'productCode' | 'productName'>,
  product: { productCode: string; productName: string },
  scale: number,
): TLine {
  return {
    id: line.id,
    position: line.position,
    productId: line.productId,
    productCode: product.productCode,
    productName: product.productName,
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: line.unitPrice,
    discountPercent: line.discountPercent,
    vatCode: line.vatCode,
    vatRate: line.vatRate,
    net: toScale(line.net, scale),
    vat: toScale(line.vat, scale),
    gross: toScale(line.gross, scale),
    priceExplanation: line.priceExplanation,
    priceSource: line.priceSource,
  };
}

/** A document's stored totals in the currency's scale. */
export function totalsOf(
  row: { netTotal: string; vatTotal: string; grossTotal: string },
  scale: number,
) {
  return {
    net: toScale(row.netTotal, scale),
    vat: toScale(row.vatTotal, scale),
    gross: toScale(row.grossTotal, scale),
  };
}

/** The scales of the currencies a list page shows (2 for an unknown one), one read each. */
export async function currencyScales(db: Db, codes: Iterable<string>) {
  const scales = new Map<string, number>();
  for (const code of new Set(codes)) scales.set(code, (await findCurrencyScale(db, code)) ?? 2);
  return scales;
}

/** A list call's answer: the page's items, the page the body asked for, and the count of all. */
export function listAnswer<Item>(
  body: { page_number: number; page_size: number },
  items: Item[],
  total: number,
) {
  return { items, page_number: body.page_number, page_size: body.page_size, total };
}

/**
 * An action's answer and its audit when it moves a document from one state to another: the
 * audit keeps the state before and what `after` names (the new state and what came with it).
 */
export function stateChanged<T>(
  result: T,
  audit: Pick<AuditEntry, 'entity' | 'entityId' | 'action'> & { from: string },
  after: { state: string } & Record<string, unknown>,
): { result: T; audit: AuditEntry } {
  const { from, ...entry } = audit;
  return { result, audit: { ...entry, before: { state: from }, after } };
}
