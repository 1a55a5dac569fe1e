import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database.ts';

export type CommentEntity = 'QUOTE' | 'QUOTE_REQUEST' | 'CUSTOMER_ORDER';

export interface CommentRow {
  id: number;
  text: string;
  author_user_id: number;
  author_name: string;
  created_at: Date | string;
}

export function listComments(db: Db, firmId: number, entityType: CommentEntity, entityId: number) {
  return queryRows<CommentRow>(
    db,
    sql`select c.id, c.text, c.author_user_id, u.full_name as author_name, c.created_at
        from comments c join users u on u.id = c.author_user_id
        where c.firm_id = ${firmId} and c.entity_type = ${entityType} and c.entity_id = ${entityId}
        order by c.created_at, c.id`,
  );
}

export async function insertComment(
  db: Db,
  row: {
    firmId: number;
    entityType: CommentEntity;
    entityId: number;
    userId: number;
    text: string;
  },
) {
  const [created] = await queryRows<CommentRow>(
    db,
    sql`with c as (
          insert into comments (firm_id, entity_type, entity_id, author_user_id, text)
          values (${row.firmId}, ${row.entityType}, ${row.entityId}, ${row.userId}, ${row.text})
          returning id, text, author_user_id, created_at)
        select c.id, c.text, c.author_user_id, u.full_name as author_name, c.created_at
        from c join users u on u.id = c.author_user_id`,
  );
  return created!;
}

const TARGET_TABLES = {
  QUOTE: 'quotes',
  QUOTE_REQUEST: 'quote_requests',
  CUSTOMER_ORDER: 'customer_orders',
} as const;

/** Whether the commented document exists in the firm. */
export function targetExists(db: Db, firmId: number, entityType: CommentEntity, entityId: number) {
  return queryRows<{ id: number }>(
    db,
    sql`select id from ${sql.identifier(TARGET_TABLES[entityType])} where firm_id = ${firmId} and id = ${entityId}`,
  ).then((rows) => rows.length > 0);
}
