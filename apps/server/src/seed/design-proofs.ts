import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as orders from '../modules/customer-orders/orders.service.ts';
import * as repo from '../modules/design-proofs/design-proofs.repository.ts';
import { type Db, queryRows } from '../platform/db/database.ts';
import { createStoredFile, writePieces } from '../platform/file-store.ts';
import { seedContext } from './context.ts';

const PRODUCT = { code: 'NEVTABLA-E', name: 'Egyedi gravírozott névtábla' };
/**
 * The link of the demo's expired proof (it expired on 2026-11-01, so it opens nothing): the one
 * link whose token is known, for trying the expired page (e2e/design-proofs.e2e.ts).
 */
export const DEMO_EXPIRED_TOKEN = `demo-expired-proof-link-${'x'.repeat(19)}`;

/** A proof picture: the plate with the customer's text where the design goes. */
async function proofPng(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="360">
    <rect width="600" height="360" fill="#e9ecef"/>
    <rect x="60" y="80" width="480" height="200" rx="16" fill="#c9a227"/>
    <text x="300" y="195" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#222">${text}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function* once(bytes: Buffer) {
  yield new Uint8Array(bytes);
}

/**
 * Demo design proofs of the first firm: a custom name plate that needs a proof, sold on four
 * confirmed orders whose proofs are to design, sent, accepted, rejected and expired. Made through the
 * order service (the proofs appear by the lines' trigger); versions are written directly, so no
 * e-mail leaves (their links are random and unknown: a demo customer answers nothing).
 */
export async function seedDesignProofs(db: Db, firmId: number, userId: number): Promise<void> {
  const ctx = seedContext(db, firmId, userId);
  const [base] = await queryRows<{ id: number; branch_id: number }>(
    db,
    sql`select p.id, s.branch_id from products p
        join product_storages s on s.product_id = p.id and s.kind = 'DEFAULT'
        where p.firm_id = ${firmId} and not p.is_service and p.is_active
          and exists (select 1 from product_prices r where r.product_id = p.id and r.currency_code = 'HUF')
        order by p.id limit 1`,
  );
  const customers = await queryRows<{ id: number }>(
    db,
    sql`select p.id from partners p where p.firm_id = ${firmId} and p.is_active
          and 'CUSTOMER' = any(p.roles) and coalesce(p.price_type, 'RETAIL') in ('RETAIL', 'WHOLESALE')
          and exists (select 1 from partner_addresses a where a.partner_id = p.id and a.kind = 'BILLING')
        order by exists (select 1 from partner_contacts c where c.partner_id = p.id and c.email is not null) desc,
          p.kind, p.id limit 4`,
  );
  if (!base || customers.length < 4) return;
  const [product] = await queryRows<{ id: number }>(
    db,
    sql`insert into products (firm_id, code, name, is_service, description, group_id, measure_unit_code,
          vat_code, needs_design_proof)
        select firm_id, ${PRODUCT.code}, ${PRODUCT.name}, false, 'Sárgaréz tábla, egyedi felirattal',
          group_id, measure_unit_code, vat_code, true from products where id = ${base.id}
        returning id`,
  );
  await db.execute(
    sql`insert into product_prices (firm_id, product_id, price_type, currency_code, unit_price, valid_from)
        select firm_id, ${product!.id}, price_type, currency_code, 8900, valid_from
        from product_prices where product_id = ${base.id} and currency_code = 'HUF' and valid_to is null`,
  );
  await db.execute(
    sql`insert into product_storages (firm_id, product_id, storage_id, branch_id, kind)
        select firm_id, ${product!.id}, storage_id, branch_id, kind
        from product_storages where product_id = ${base.id} and kind = 'DEFAULT'`,
  );
  const proofs: { id: number; text: string }[] = [];
  for (let i = 0; i < 5; i++) {
    const order = await orders.createOrder(ctx, {
      customerId: customers[i % customers.length]!.id,
      contactId: null,
      currencyCode: 'HUF',
      salesRepEmployeeId: null,
      branchId: base.branch_id,
      orderDate: `2026-11-${String(19 + i)}`,
      wantedDeliveryDate: null,
      deliveryAddressId: null,
      internalNote: '',
      customerNote: '',
      lines: [
        {
          productId: product!.id,
          quantity: '2',
          discountPercent: '0',
          description: '',
          fulfilment: 'STOCK',
          fulfilmentPartnerId: null,
        },
      ],
    });
    await orders.changeOrderState(ctx, order.id, { state: 'CONFIRMED', version: order.version });
    const [proof] = await queryRows<{ id: number }>(
      db,
      sql`select id from design_proofs where order_id = ${order.id}`,
    );
    proofs.push({
      id: proof!.id,
      text: ['Dr. Kiss Anna', 'Recepció', 'Tárgyaló 2', 'Igazgató', 'Raktár'][i]!,
    });
  }
  for (const [i, proof] of proofs.slice(1).entries()) {
    await repo.setLocation(db, proof.id, { x: '0.5', y: '0.55', size: '0.6' });
    const bytes = await proofPng(proof.text);
    const fileId = await createStoredFile(db, firmId);
    await writePieces(db, fileId, once(bytes));
    const versionId = await repo.insertVersion(db, firmId, {
      proofId: proof.id,
      number: 1,
      fileId,
      filename: 'latvanyterv.png',
      contentType: 'image/png',
      sizeBytes: bytes.length,
      tokenHash: createHash('sha256')
        .update(i === 3 ? DEMO_EXPIRED_TOKEN : randomBytes(32).toString('base64url'))
        .digest('hex'),
      expiresAt: new Date(i === 3 ? '2026-11-01T00:00:00Z' : '2027-12-31T00:00:00Z'),
      uploadedBy: userId,
    });
    await repo.setState(db, proof.id, ['SENT', 'ACCEPTED', 'REJECTED', 'SENT'][i]!);
    if (i === 1)
      await repo.answerVersion(db, versionId, {
        answer: 'ACCEPTED',
        stampName: 'Fehér Ildikó',
        comment: null,
        onBehalfBy: null,
      });
    if (i === 2)
      await repo.answerVersion(db, versionId, {
        answer: 'REJECTED',
        stampName: null,
        comment: 'Kérjük, a felirat legyen nagyobb betűvel.',
        onBehalfBy: null,
      });
  }
}
