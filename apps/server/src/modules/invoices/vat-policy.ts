/**
 * The firm's VAT policy from its settings (`invoicing.sellerVatStatus`,
 * `invoicing.euBuyerWithoutVatNumber`) and the buyer's VAT status: what order pricing and the
 * check at issue hand to the contract's `lineVatFor` / `storedVatFits` (README "Zero VAT").
 */
import {
  type BuyerVatFacts,
  classifyBuyer,
  lineVatFor,
  type SellerVatPolicy,
  type TBuyerVatStatus,
  type TFieldError,
} from '@kontor/contract';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { readSettings } from '../settings/settings.service.ts';

export async function sellerVatPolicy(db: Db, firmId: number): Promise<SellerVatPolicy> {
  const [status, euBuyer] = await readSettings(db, firmId, [
    'invoicing.sellerVatStatus',
    'invoicing.euBuyerWithoutVatNumber',
  ]);
  return { sellerExempt: status === 'AAM', euBuyerWithoutVatNumber: euBuyer };
}

export interface BuyerVat {
  status: TBuyerVatStatus;
  policy: SellerVatPolicy;
}

export async function buyerVatOf(db: Db, firmId: number, buyer: BuyerVatFacts): Promise<BuyerVat> {
  return { status: classifyBuyer(buyer), policy: await sellerVatPolicy(db, firmId) };
}

/**
 * The VAT of each product code for the buyer, or a 400 naming every line whose product cannot
 * be sold to this buyer (`lines.N.productId`).
 */
export function linesVat(codes: readonly string[], vat: BuyerVat) {
  const errors: TFieldError[] = [];
  const result = codes.map((code, i) => {
    const line = lineVatFor(code, vat.status, vat.policy);
    if (line.ok) return line;
    errors.push({ path: `lines.${i}.productId`, message: line.message, code: 'invalid' });
    return null;
  });
  if (errors.length)
    throw new AppError('VALIDATION_FAILED', 'A line’s VAT does not fit the buyer', { errors });
  return result as { vatCode: string; vatRate: string }[];
}
