import {
  Money,
  type TGenerateBody,
  type TGenerateLine,
  type TGeneratorGroup,
} from '@kontor/contract';
import { toDecimalString } from '../../../lib/forms/decimal-input';
import type { PartnerRef } from '../../partners/components/partner-lookup';
import { decimalInput } from '../form/order-model';

export type TGeneratorLine = TGeneratorGroup['lines'][number];

/** The proposed supplier of a line: its group's supplier and the currency of its price. */
export interface Proposal {
  supplierId: number;
  supplierName: string;
  currencyCode: string;
}

/** A line as the buyer left it: chosen or not, another supplier, quantity, price. */
export interface Choice {
  line: TGeneratorLine;
  proposal: Proposal;
  isSelected: boolean;
  /** Another supplier than proposed; null keeps the proposal */
  supplier: PartnerRef | null;
  quantity: string;
  /** '' leaves the price to the server (the supplier's price for the quantity) */
  unitPrice: string;
}

/** One row of the view: a group's head (supplier, currency, net) or one of its lines. */
export type CreatorRow =
  | { kind: 'group'; key: string; group: TGeneratorGroup }
  | { kind: 'line'; key: string; line: TGeneratorLine; proposal: Proposal };

export const lineKey = (proposal: Proposal, line: TGeneratorLine) =>
  `${proposal.supplierId}|${proposal.currencyCode}|${line.productId}`;

/** The page's groups as one flat list of rows (the table virtualises it). */
export function rowsOf(groups: readonly TGeneratorGroup[]): CreatorRow[] {
  return groups.flatMap((group) => {
    const proposal = {
      supplierId: group.supplierId,
      supplierName: group.supplierName,
      currencyCode: group.currencyCode,
    };
    return [
      { kind: 'group' as const, key: `g|${group.supplierId}|${group.currencyCode}`, group },
      ...group.lines.map((line) => ({
        kind: 'line' as const,
        key: lineKey(proposal, line),
        line,
        proposal,
      })),
    ];
  });
}

/** A line not touched yet: not chosen, the proposal as it stands. */
export const defaultChoice = (line: TGeneratorLine, proposal: Proposal): Choice => ({
  line,
  proposal,
  isSelected: false,
  supplier: null,
  quantity: decimalInput(line.quantity),
  unitPrice: '',
});

/**
 * What a chosen line will cost: the typed price, or the proposed one while the supplier stays
 * (another supplier's price is the server's to find: unknown here).
 */
export function netOf(choice: Choice): string | null {
  const quantity = toDecimalString(choice.quantity);
  const typed = toDecimalString(choice.unitPrice);
  const price = typed ?? (choice.supplier ? null : choice.line.unitPrice);
  if (quantity === null || price === null) return null;
  try {
    return new Money(quantity).times(price).toFixed(4);
  } catch {
    return null;
  }
}

export interface PreviewOrder {
  supplierId: number;
  supplierName: string;
  /** null: another supplier's currency, which the server takes from its price */
  currencyCode: string | null;
  lineCount: number;
  net: string;
  /** Lines whose price the server will look up (not in `net`) */
  unpricedCount: number;
}

/** The drafts a generation makes: one per supplier and currency, with their totals. */
export function previewOf(choices: readonly Choice[]): PreviewOrder[] {
  const orders = new Map<string, PreviewOrder>();
  for (const choice of choices) {
    const supplierId = choice.supplier?.id ?? choice.proposal.supplierId;
    const currencyCode = choice.supplier ? null : choice.proposal.currencyCode;
    const key = `${supplierId}|${currencyCode}`;
    const order = orders.get(key) ?? {
      supplierId,
      supplierName: choice.supplier?.name ?? choice.proposal.supplierName,
      currencyCode,
      lineCount: 0,
      net: '0',
      unpricedCount: 0,
    };
    const net = netOf(choice);
    orders.set(key, {
      ...order,
      lineCount: order.lineCount + 1,
      net: net === null ? order.net : new Money(order.net).plus(net).toFixed(4),
      unpricedCount: order.unpricedCount + (net === null ? 1 : 0),
    });
  }
  return [...orders.values()];
}

/**
 * The generate call: each chosen line at its supplier, naming every open demand line it serves
 * so the server covers them (and refuses with 409 what another buyer ordered meanwhile).
 */
export function generateBodyOf(choices: readonly Choice[]): TGenerateBody {
  return {
    lines: choices.map((choice): TGenerateLine => {
      const price = toDecimalString(choice.unitPrice);
      return {
        supplierId: choice.supplier?.id ?? choice.proposal.supplierId,
        productId: choice.line.productId,
        quantity: toDecimalString(choice.quantity) ?? '',
        ...(price !== null && { unitPrice: price }),
        ...(!choice.supplier && { currencyCode: choice.proposal.currencyCode }),
        customerOrderLineIds: choice.line.customerOrderLineIds,
        // A stock line (below its minimum) serves no customer order: the server locks the product.
        ...(choice.line.minimumStock !== null && { isMinimumStock: true }),
      };
    }),
  };
}
