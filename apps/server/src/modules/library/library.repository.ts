import type { TLibraryFile, TLibraryLocation } from '@kontor/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

/** Whether the firm has the owner (order, partner, product, supplier invoice, tender order) of a file. */
export async function hasOwner(
  db: Db,
  firmId: number,
  location: TLibraryLocation,
  ownerId: number,
): Promise<boolean> {
  const table = {
    ORDER: 'customer_orders',
    PARTNER: 'partners',
    PRODUCT: 'products',
    SUPPLIER_INVOICE: 'supplier_invoices',
    TENDER_ORDER: 'tender_orders',
  }[location];
  const rows = await queryRows(
    db,
    sql`select 1 from ${sql.identifier(table)} where firm_id = ${firmId} and id = ${ownerId}`,
  );
  return rows.length > 0;
}

const COLUMNS = sql`l.id, l.location, l.owner_id as "ownerId", l.filename,
  l.content_type as "contentType", l.size_bytes::int as "sizeBytes",
  to_char(l.uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "uploadedAt",
  u.full_name as "uploadedBy"`;

export async function listFiles(
  db: Db,
  firmId: number,
  location: TLibraryLocation,
  ownerId: number,
): Promise<TLibraryFile[]> {
  return queryRows<TLibraryFile>(
    db,
    sql`select ${COLUMNS} from library_files l left join users u on u.id = l.uploaded_by
        where l.firm_id = ${firmId} and l.location = ${location} and l.owner_id = ${ownerId}
          and l.deleted_at is null
        order by l.uploaded_at desc, l.id desc`,
  );
}

export async function findFile(
  db: Db,
  firmId: number,
  id: number,
): Promise<(TLibraryFile & { fileId: number }) | null> {
  const [row] = await queryRows<TLibraryFile & { fileId: number }>(
    db,
    sql`select ${COLUMNS}, l.file_id as "fileId"
        from library_files l left join users u on u.id = l.uploaded_by
        where l.firm_id = ${firmId} and l.id = ${id} and l.deleted_at is null`,
  );
  return row ?? null;
}

export async function insertFile(
  db: Db,
  firmId: number,
  values: {
    fileId: number;
    location: TLibraryLocation;
    ownerId: number;
    filename: string;
    contentType: string;
    sizeBytes: number;
    uploadedBy: number;
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into library_files (firm_id, file_id, location, owner_id, filename, content_type,
                                   size_bytes, uploaded_by)
        values (${firmId}, ${values.fileId}, ${values.location}, ${values.ownerId},
                ${values.filename}, ${values.contentType}, ${values.sizeBytes}, ${values.uploadedBy})
        returning id`,
  );
  return row!.id;
}

/** Marks the file deleted; false when it is not the firm's or already deleted. */
export async function markDeleted(db: Db, firmId: number, id: number, userId: number) {
  const rows = await queryRows(
    db,
    sql`update library_files set deleted_at = now(), deleted_by = ${userId}
        where firm_id = ${firmId} and id = ${id} and deleted_at is null returning id`,
  );
  return rows.length > 0;
}
