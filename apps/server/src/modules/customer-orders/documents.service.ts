import {
  computeLine,
  type LineAmounts,
  Money,
  type PriceBasis,
  roundMoney,
  sumLines,
  type TFieldError,
  type TLine,
} from '@kontor/contract';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { findActiveEmployee } from '../employees/employees.service.ts';
import { priceLines } from '../pricing/pricing.service.ts';
import * as repo from './documents.repository.ts';

/**
 * What quotes and orders share: the customer header and priced lines. Prices come from the one
 * pricing function (modules/pricing); amounts from money.ts, rounded to the currency's scale.
 */

export interface HeaderInput {
  customerId: number;
  contactId: number | null;
  currencyCode: string;
  priceType?: string | undefined;
  salesRepEmployeeId: number | null;
}

export interface Header {
  customer: repo.CustomerRow;
  contactId: number | null;
  currencyCode: string;
  scale: number;
  priceType: string;
  /** Private persons see gross prices; companies net ones (money.ts). */
  priceBasis: PriceBasis;
  salesRepEmployeeId: number | null;
}

export async function resolveHeader(ctx: Ctx, db: Db, input: HeaderInput): Promise<Header> {
  const { firmId } = ctx.auth;
  const customer = await repo.findCustomer(db, firmId, input.customerId);
  if (!customer) throw fieldError('customerId', 'No such customer');
  if (!customer.is_active) throw fieldError('customerId', 'The customer is inactive');
  if (input.contactId && !(await repo.isContactOf(db, firmId, customer.id, input.contactId)))
    throw fieldError('contactId', 'Not a contact of the customer');
  const scale = await repo.findCurrencyScale(db, input.currencyCode);
  if (scale === null) throw fieldError('currencyCode', `Unknown currency ${input.currencyCode}`);
  const salesRepEmployeeId = input.salesRepEmployeeId ?? customer.sales_rep_employee_id;
  if (
    input.salesRepEmployeeId &&
    !(await findActiveEmployee({ ...ctx, db }, input.salesRepEmployeeId))
  )
    throw fieldError('salesRepEmployeeId', 'Not an active employee of the firm');
  return {
    customer,
    contactId: input.contactId,
    currencyCode: input.currencyCode,
    scale,
    priceType: input.priceType ?? customer.price_type ?? 'RETAIL',
    priceBasis: customer.kind === 'PERSON' ? 'gross' : 'net',
    salesRepEmployeeId,
  };
}

export interface LineInput {
  productId: number;
  quantity: string;
  unitPrice?: string | undefined;
  discountPercent?: string | undefined;
  description: string;
}

/** Amounts are numeric(18, 4): a line or total must stay below 10^14. */
const MAX_AMOUNT = new Money('1e14');

/** A line ready to store: product data, price, VAT and rounded amounts. */
export type PricedLine = Omit<TLine, 'id'>;

/** The VAT rate of a product's VAT code: the exemption codes (AAM, TAM, EU, …) carry 0 %. */
export function vatRateOf(vatCode: string): string {
  return /^\d+$/.test(vatCode) ? vatCode : '0';
}

/**
 * Prices the lines on the header's price type, currency and date: a line without a unit price
 * gets the pricing function's price (on the gross basis grossed up with the product's VAT rate,
 * kept to 4 decimals like every unit price); amounts per line, totals as their exact sum.
 */
export async function priceDocumentLines(
  ctx: Ctx,
  db: Db,
  header: Header,
  date: string,
  lines: readonly LineInput[],
): Promise<{ lines: PricedLine[]; totals: LineAmounts }> {
  const { firmId } = ctx.auth;
  const products = new Map(
    (await repo.findProducts(db, firmId, [...new Set(lines.map((l) => l.productId))])).map((p) => [
      p.id,
      p,
    ]),
  );
  const errors: TFieldError[] = [];
  lines.forEach((line, i) => {
    const product = products.get(line.productId);
    if (!product?.is_active)
      errors.push({
        path: `lines.${i}.productId`,
        message: 'No such active product',
        code: 'invalid',
      });
  });
  if (errors.length) throw new AppError('VALIDATION_FAILED', 'Unknown product', { errors });
  const prices = await priceLines(db, firmId, {
    customerId: header.customer.id,
    priceType: header.priceType,
    currency: header.currencyCode,
    date,
    lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
  });
  const priced = lines.map((line, i): PricedLine | null => {
    const product = products.get(line.productId)!;
    const vatRate = vatRateOf(product.vat_code);
    const listed = prices[i]!.unitPrice;
    const unitPrice =
      line.unitPrice ??
      (listed === null
        ? null
        : header.priceBasis === 'gross'
          ? roundMoney(new Money(listed).times(new Money(vatRate).div(100).plus(1)), 4)
          : listed);
    if (unitPrice === null) {
      errors.push({
        path: `lines.${i}.unitPrice`,
        message: 'The product has no price on the price list; type a unit price',
        code: 'required',
      });
      return null;
    }
    const discountPercent = line.discountPercent ?? prices[i]!.discountPercent;
    const amounts = computeLine({
      quantity: line.quantity,
      unitPrice,
      discountPercent,
      vatRate,
      scale: header.scale,
      basis: header.priceBasis,
    });
    if (new Money(amounts.gross).abs().gte(MAX_AMOUNT)) {
      errors.push({
        path: `lines.${i}.quantity`,
        message: 'The line amount is too large',
        code: 'too_big',
      });
      return null;
    }
    return {
      position: i + 1,
      productId: product.id,
      productCode: product.code,
      productName: product.name,
      description: line.description,
      quantity: roundMoney(line.quantity, 4),
      unit: product.measure_unit_code,
      unitPrice: roundMoney(unitPrice, 4),
      discountPercent: roundMoney(discountPercent, 2),
      vatCode: product.vat_code,
      vatRate: roundMoney(vatRate, 2),
      ...amounts,
    };
  });
  if (errors.length) throw new AppError('VALIDATION_FAILED', 'A line cannot be priced', { errors });
  const done = priced as PricedLine[];
  const totals = sumLines(done, header.scale);
  if (new Money(totals.gross).abs().gte(MAX_AMOUNT))
    throw fieldError('lines', 'The total is too large');
  return { lines: done, totals };
}

/** Stored numerics carry 4 decimals; answers show the currency's scale. */
export function toScale(value: string, scale: number): string {
  return new Money(value).toFixed(scale);
}

export function staleVersion(what: string): AppError {
  const message = `The ${what} was changed by someone else; reload it`;
  return new AppError('STALE_VERSION', message, {
    errors: [{ path: 'version', message, code: 'stale' }],
  });
}

export function wrongState(what: string, state: string, action: string): AppError {
  return new AppError('INVALID_STATE', `The ${what} is ${state}; it cannot be ${action}`, {
    errors: [{ path: 'state', message: `${what} is ${state}`, code: 'invalid_state' }],
  });
}
