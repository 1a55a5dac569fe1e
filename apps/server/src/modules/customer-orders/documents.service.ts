import {
  computeLine,
  hasPermission,
  type LineAmounts,
  Money,
  type PriceBasis,
  roundMoney,
  sumLines,
  type TFieldError,
  type TLine,
  type TPriceSource,
} from '@kontor/contract';
import type { SQL } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { findActiveEmployee } from '../employees/employees.service.ts';
import { buyerVatOf, linesVat } from '../invoices/vat-policy.ts';
import { type LinePrice, priceLines } from '../pricing/pricing.service.ts';
import * as repo from './documents.repository.ts';
import { huDecimal, salesText } from './texts.ts';

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

/** The header checked against the database; `extra` columns are read with it (`findHeaderRows`). */
export async function resolveHeader<Extra extends object = object>(
  ctx: Ctx,
  db: Db,
  input: HeaderInput,
  extra?: SQL,
): Promise<Header & { extra: Extra }> {
  const { firmId } = ctx.auth;
  const rows = await repo.findHeaderRows<Extra>(db, firmId, input, extra);
  const { customer, scale, is_contact } = rows;
  if (!customer) throw fieldError('customerId', 'No such customer');
  if (!customer.is_active) throw fieldError('customerId', 'The customer is inactive');
  if (!is_contact) throw fieldError('contactId', 'Not a contact of the customer');
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
    extra: rows,
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

/** What the line had before an edit: a user may keep a price the engine would now not give. */
export interface KeptPrice {
  productId: number;
  unitPrice: string;
  discountPercent: string;
  priceExplanation: string | null;
  priceSource: TPriceSource | null;
}

export interface PricingOptions {
  /**
   * The stored document's lines (the i-th input replaces `line(i)`) and the currency they were
   * priced in: a kept price is only kept in that currency.
   */
  kept?: { currencyCode: string; line: (i: number) => KeptPrice | undefined };
  /** Prices copied from an approved document (quote → order): not checked against the engine. */
  trusted?: boolean;
  /** The lines' products when already read with the header (`productsColumn`). */
  products?: readonly repo.ProductRow[];
}

/** 'Ősz 2026 kampány, −12 %, jóváhagyta: Kovács Anna': why the engine gave the line its price. */
export function explainPrice(discount: LinePrice['discount']): string | null {
  if (!discount) return null;
  const text =
    discount.fixedPrice === null
      ? salesText('HU', 'PRICE_EXPLANATION.PERCENT', {
          name: discount.name,
          percent: huDecimal(discount.discountPercent ?? '0'),
        })
      : salesText('HU', 'PRICE_EXPLANATION.FIXED', {
          name: discount.name,
          price: huDecimal(discount.fixedPrice),
        });
  return discount.approvedBy
    ? salesText('HU', 'PRICE_EXPLANATION.APPROVED_BY', { text, approver: discount.approvedBy })
    : text;
}

/** The engine's price as data: its price list, or the approved discount list and its approver. */
export function sourceOf(price: LinePrice, priceList: string): TPriceSource {
  const { discount } = price;
  if (price.source === 'NONE') return MANUAL;
  return {
    kind: discount ? 'DISCOUNT' : 'LIST',
    priceList,
    discountId: discount?.discountId ?? null,
    discountName: discount?.name ?? null,
    approvedBy: discount?.approvedBy ?? null,
  };
}

const MANUAL: TPriceSource = {
  kind: 'MANUAL',
  priceList: null,
  discountId: null,
  discountName: null,
  approvedBy: null,
};

const same = (a: string | undefined, b: string | null | undefined) =>
  a !== undefined && b !== null && b !== undefined && new Money(a).eq(b);

/** Equal as stored: unit prices keep 4 decimals, discounts 2 (a quote's line against the list). */
const sameStored = (a: string, b: string | null, places: 2 | 4) =>
  b !== null && new Money(roundMoney(a, places)).eq(roundMoney(b, places));

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
  options: PricingOptions = {},
): Promise<{ lines: PricedLine[]; totals: LineAmounts }> {
  const { firmId } = ctx.auth;
  const mayPrice = options.trusted || hasPermission(ctx.auth.roles, 'sales.price');
  const forbidden: TFieldError[] = [];
  const products = new Map(
    (
      options.products ??
      (await repo.findProducts(db, firmId, [...new Set(lines.map((l) => l.productId))]))
    ).map((p) => [p.id, p]),
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
  // The line's VAT follows the product's code AND the buyer (README invoices "Zero VAT").
  const vats = linesVat(
    lines.map((l) => products.get(l.productId)!.vat_code),
    await buyerVatOf(db, firmId, {
      kind: header.customer.kind,
      countryCode: header.customer.country_code,
      taxNumber: header.customer.tax_number,
      euVatNumber: header.customer.eu_vat_number,
    }),
  );
  const request = {
    customerId: header.customer.id,
    priceType: header.priceType,
    currency: header.currencyCode,
    date,
    lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
  };
  const prices = await priceLines(db, firmId, request);
  // 'The list price' is the engine's on the CUSTOMER's own price type in the document's currency:
  // another price type chosen on the document is a price decision like a typed one (README).
  const ownType = header.customer.price_type ?? 'RETAIL';
  const listed =
    mayPrice || ownType === header.priceType
      ? prices
      : await priceLines(db, firmId, { ...request, priceType: ownType });
  const keptCurrency = options.kept?.currencyCode === header.currencyCode;
  const priced = lines.map((line, i): PricedLine | null => {
    const product = products.get(line.productId)!;
    const { vatCode, vatRate } = vats[i]!;
    const onBasis = (net: string | null) =>
      net === null
        ? null
        : header.priceBasis === 'gross'
          ? roundMoney(new Money(net).times(new Money(vatRate).div(100).plus(1)), 4)
          : net;
    const engine = onBasis(prices[i]!.unitPrice);
    const unitPrice = line.unitPrice ?? engine;
    const kept = keptCurrency ? options.kept?.line(i) : undefined;
    const keeps = kept?.productId === line.productId ? kept : undefined;
    const engineDiscount = prices[i]!.discountPercent;
    const typedPrice =
      line.unitPrice !== undefined && engine !== null && !same(line.unitPrice, engine);
    const typedDiscount =
      line.discountPercent !== undefined && !same(line.discountPercent, engineDiscount);
    const discountPercent = line.discountPercent ?? engineDiscount;
    if (!mayPrice && unitPrice !== null) {
      // A price other than the list price (the customer's own type, this currency) is a decision
      // of a role that may (README: prices); keeping the stored price of an unchanged line is not.
      if (
        !sameStored(unitPrice, onBasis(listed[i]!.unitPrice), 4) &&
        !same(unitPrice, keeps?.unitPrice)
      )
        forbidden.push({
          path: `lines.${i}.unitPrice`,
          message: 'Only a user with the sales.price permission may set another unit price',
          code: 'forbidden',
        });
      if (
        !sameStored(discountPercent, listed[i]!.discountPercent, 2) &&
        !same(discountPercent, keeps?.discountPercent)
      )
        forbidden.push({
          path: `lines.${i}.discountPercent`,
          message: 'Only a user with the sales.price permission may set another discount',
          code: 'forbidden',
        });
    }
    const fromEngine = !typedPrice && !typedDiscount;
    const keepsPrice =
      same(line.unitPrice ?? engine ?? undefined, keeps?.unitPrice) &&
      same(line.discountPercent ?? engineDiscount, keeps?.discountPercent);
    const priceExplanation = fromEngine
      ? explainPrice(prices[i]!.discount)
      : keepsPrice
        ? (keeps?.priceExplanation ?? null)
        : null;
    // A kept price keeps its source (quote -> order, an unchanged line); a typed one is MANUAL.
    const priceSource = fromEngine
      ? sourceOf(prices[i]!, header.priceType)
      : keepsPrice
        ? (keeps?.priceSource ?? null)
        : MANUAL;
    if (unitPrice === null) {
      errors.push({
        path: `lines.${i}.unitPrice`,
        message: 'The product has no price on the price list; type a unit price',
        code: 'required',
      });
      return null;
    }
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
      vatCode,
      vatRate: roundMoney(vatRate, 2),
      ...amounts,
      priceExplanation,
      priceSource,
    };
  });
  if (errors.length) throw new AppError('VALIDATION_FAILED', 'A line cannot be priced', { errors });
  if (forbidden.length)
    throw new AppError('FORBIDDEN', 'The prices may be changed by a role that may', {
      errors: forbidden,
    });
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
