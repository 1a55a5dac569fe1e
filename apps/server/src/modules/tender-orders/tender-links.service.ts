import { Money, type TEmailMessage, type TTenderOrder } from '@kontor/contract';
import { type Ctx, runAction } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { insertOrderIn } from '../customer-orders/orders.service.ts';
import { getQuote, updateQuote } from '../customer-orders/quotes.service.ts';
import { sendEmail, startSender } from '../emails/sending.service.ts';
import { getTypeContent, personalize } from '../emails/templates.service.ts';
import * as repo from './tender-orders.repository.ts';
import { ENTITY, insertTender, loadTender, lockTender } from './tender-orders.service.ts';

/** A tender line as a sales document's line: its net sale price, no discount. */
const pricedLineOf = (l: TTenderOrder['lines'][number]) => ({
  productId: l.productId,
  quantity: l.quantity,
  unitPrice: l.salePrice,
  discountPercent: '0',
  description: '',
});

/** Quotes a tender may be made from: not yet ordered nor rejected. */
const QUOTABLE = new Set(['DRAFT', 'SENT', 'APPROVED', 'EXPIRED']);

/**
 * A DRAFT tender from a quote: its customer, currency and lines, each at the quote's net unit
 * price (unit price less its discount, 4 decimals half up), with the offers the product's supplier
 * info already knows in that currency (none chosen): the buyer asks the suppliers for the rest.
 */
export function createFromQuote(ctx: Ctx, quoteId: number): Promise<TTenderOrder> {
  return runAction(ctx, async (tx) => {
    const quote = await getQuote(ctx, quoteId, tx);
    if (!QUOTABLE.has(quote.state))
      throw new AppError('INVALID_STATE', `The quote ${quote.number} is ${quote.state}`);
    const items = quote.lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
    const known = await repo.findSupplierOffers(tx, ctx.auth.firmId, quote.currencyCode, items);
    const after = await insertTender(
      tx,
      ctx,
      {
        customerId: quote.customerId,
        currencyCode: quote.currencyCode,
        title: '',
        tenderDate: undefined,
        note: quote.note,
        lines: quote.lines.map((l, i) => ({
          productId: l.productId,
          quantity: l.quantity,
          salePrice: new Money(l.unitPrice)
            .times(new Money(100).minus(l.discountPercent))
            .div(100)
            .toFixed(4),
          offers: known
            .filter((o) => o.i === i + 1)
            .map((o) => ({
              supplierId: o.supplier_id,
              unitPrice: o.unit_price,
              leadTimeDays: o.lead_time_days,
              isChosen: false,
            })),
        })),
      },
      quoteId,
    );
    return {
      result: after,
      audit: { entity: ENTITY, entityId: after.id, action: 'create-from-quote', after },
    };
  });
}

/**
 * The customer order (DRAFT) of an APPROVED tender, in one transaction under the tender's row
 * lock: the sale prices as they are (an approval is a price decision: `sales.price`), each line
 * bought from its chosen supplier (PURCHASE; a service SUBCONTRACT), so the generator buys it;
 * the tender becomes ORDERED. A second click or a parallel request waits for the lock and gets
 * 409: one order per tender.
 */
export function createOrder(ctx: Ctx, id: number, version: number): Promise<TTenderOrder> {
  return runAction(ctx, async (tx) => {
    const row = await lockTender(tx, ctx, id, version, ['APPROVED'], 'ordered');
    const tender = await loadTender(tx, ctx.auth.firmId, id);
    const services = await repo.findProducts(
      tx,
      ctx.auth.firmId,
      tender.lines.map((l) => l.productId),
    );
    const order = await insertOrderIn(
      ctx,
      tx,
      {
        customerId: tender.customerId,
        contactId: null,
        currencyCode: tender.currencyCode,
        salesRepEmployeeId: null,
        wantedDeliveryDate: null,
        deliveryAddressId: null,
        internalNote: `${row.number} ${tender.title}`.trim(),
        customerNote: '',
        lines: tender.lines.map((l) => ({
          ...pricedLineOf(l),
          fulfilment: services.get(l.productId) ? ('SUBCONTRACT' as const) : ('PURCHASE' as const),
          fulfilmentPartnerId: l.offers.find((o) => o.isChosen)!.supplierId,
        })),
      },
      { quoteId: tender.quoteId, quoteLines: [] },
    );
    await repo.updateTender(tx, id, { state: 'ORDERED', customerOrderId: order.id });
    const after = await loadTender(tx, ctx.auth.firmId, id);
    return {
      result: after,
      audit: {
        entity: ENTITY,
        entityId: id,
        action: 'create-order',
        after: { state: 'ORDERED', customerOrderId: order.id, orderNumber: order.number },
      },
    };
  });
}

/**
 * Writes the tender's lines (quantities and net sale prices, no discount) over the lines of the
 * quote it came from, through the quote's own update: the quote's version (409 when stale), its
 * states (DRAFT, SENT, EXPIRED) and its price rule (another price than the engine's needs
 * `sales.price`) apply, and the quote's audit row records it.
 */
export async function modifyQuote(ctx: Ctx, id: number, quoteVersion: number) {
  const tender = await loadTender(ctx.db, ctx.auth.firmId, id);
  if (tender.quoteId === null)
    throw new AppError('INVALID_STATE', 'The tender order was not made from a quote', {
      errors: [{ path: 'quoteVersion', message: 'No quote', code: 'no_quote' }],
    });
  if (tender.state === 'CANCELLED')
    throw new AppError('INVALID_STATE', `The tender order ${tender.number} is CANCELLED`);
  const quote = await getQuote(ctx, tender.quoteId);
  await updateQuote(ctx, tender.quoteId, {
    customerId: quote.customerId,
    contactId: quote.contactId,
    currencyCode: tender.currencyCode,
    priceType: quote.priceType as Parameters<typeof updateQuote>[2]['priceType'],
    salesRepEmployeeId: quote.salesRepEmployeeId,
    quoteDate: quote.quoteDate,
    validUntil: quote.validUntil,
    note: quote.note,
    lines: tender.lines.map(pricedLineOf),
    version: quoteVersion,
  });
  return loadTender(ctx.db, ctx.auth.firmId, id);
}

/**
 * The tender's default e-mail: the TENDER_ORDER template in the language of the customer's first
 * contact with an address (emails README: its own language, else the country's), filled and
 * queued to that contact. Sent once per `requestKey`, like every message (a repeat answers the
 * message already queued). Only an APPROVED or ORDERED tender goes out.
 */
export async function sendDefaultEmail(
  ctx: Ctx,
  id: number,
  requestKey: string,
): Promise<TEmailMessage> {
  const tender = await loadTender(ctx.db, ctx.auth.firmId, id);
  if (tender.state !== 'APPROVED' && tender.state !== 'ORDERED')
    throw new AppError('INVALID_STATE', `The tender order ${tender.number} is ${tender.state}`);
  const ref = { documentKind: 'TENDER_ORDER' as const, documentId: id };
  const start = await startSender(ctx, ref);
  const recipient = start.recipients[0];
  if (!recipient || start.typeId === null)
    throw new AppError('INVALID_STATE', 'The customer has no contact with an e-mail address', {
      errors: [
        {
          path: 'requestKey',
          message: recipient ? 'No tender template' : 'No recipient',
          code: recipient ? 'no_template' : 'no_recipient',
        },
      ],
    });
  const template = await getTypeContent(ctx, start.typeId, recipient.language);
  const text = await personalize(ctx, template.id, { ...ref, recipient: recipient.email });
  return sendEmail(ctx, {
    ...ref,
    requestKey,
    typeId: start.typeId,
    language: text.language,
    to: [recipient.email],
    cc: [],
    subject: text.subject,
    body: text.body,
    isAttachmentIncluded: false,
  });
}
