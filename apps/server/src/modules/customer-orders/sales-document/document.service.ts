import { type AuditEntry, type Ctx, runAction } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError, staleVersion } from '../../../platform/errors.ts';
import { nextDocumentNumber } from '../../../platform/number-series.ts';

/**
 * The life of a sales document (quote request, quote, customer order) in one place: read and
 * lock, the version the user saw, the states an edit or a transition starts from, one transaction
 * and one audit row per action. Each document describes itself once (`SalesDocumentKind`) and
 * keeps only what differs: its values, its pricing, its side effects (reservations, portal).
 */
export interface SalesDocumentKind<Row, Doc> {
  /** For messages: 'quote', 'customer order'. */
  what: string;
  /** The audit's entity: 'quote', 'customer_order'. */
  entity: AuditEntry['entity'];
  /** The firm's document row (locked with `forUpdate`); throws NOT_FOUND. */
  find(db: Db, firmId: number, id: number, forUpdate?: boolean): Promise<Row>;
  /** The state a user sees (a quote past its validity reads EXPIRED) and the stored version. */
  status(row: Row): { state: string; version: number };
  /** The answer of the document from its row. */
  load(db: Db, row: Row): Promise<Doc>;
}

/** A document's `find` that answers NOT_FOUND ('No such quote') for another firm's or no row. */
export function foundOr<Row>(
  what: string,
  find: (db: Db, firmId: number, id: number, forUpdate?: boolean) => Promise<Row | null>,
) {
  return async (db: Db, firmId: number, id: number, forUpdate = false): Promise<Row> => {
    const row = await find(db, firmId, id, forUpdate);
    if (!row) throw new AppError('NOT_FOUND', `No such ${what}`);
    return row;
  };
}

/** The state call's body (`{ state, version }`) as a state change of `changeDocumentState`. */
export function stateCall<Target extends string>(
  body: { state: Target; version: number },
  transitions: Record<Target, readonly string[]>,
  actions: Record<Target, string>,
) {
  return {
    version: body.version,
    from: transitions[body.state],
    action: actions[body.state],
    verb: `moved to ${body.state}`,
  };
}

export function wrongState(what: string, state: string, action: string): AppError {
  return new AppError('INVALID_STATE', `The ${what} is ${state}; it cannot be ${action}`, {
    errors: [{ path: 'state', message: `${what} is ${state}`, code: 'invalid_state' }],
  });
}

/**
 * Locks the document's row and compares the version first: a stale change answers STALE_VERSION
 * whatever its body says (README: honest codes); then the states it may start from.
 */
export async function lockDocument<Row>(
  tx: Db,
  ctx: Ctx,
  kind: SalesDocumentKind<Row, unknown>,
  id: number,
  check: { version?: number | undefined; from?: readonly string[]; verb: string },
): Promise<Row> {
  const row = await kind.find(tx, ctx.auth.firmId, id, true);
  const { state, version } = kind.status(row);
  if (check.version !== undefined && version !== check.version) throw staleVersion(kind.what);
  if (check.from && !check.from.includes(state)) throw wrongState(kind.what, state, check.verb);
  return row;
}

export async function getDocument<Row, Doc>(
  ctx: Ctx,
  kind: SalesDocumentKind<Row, Doc>,
  id: number,
  db: Db = ctx.db,
): Promise<Doc> {
  return kind.load(db, await kind.find(db, ctx.auth.firmId, id));
}

/** A document's number from its series and its header and lines written, in the caller's transaction. */
export async function insertNumbered<Values, Line>(
  tx: Db,
  firmId: number,
  numbering: { series: string; date?: string | undefined },
  write: {
    insert(db: Db, firmId: number, number: string, values: Values): Promise<number>;
    replaceLines(db: Db, firmId: number, id: number, lines: readonly Line[]): Promise<void>;
  },
  values: Values,
  lines: readonly Line[],
): Promise<number> {
  const number = await nextDocumentNumber(tx, firmId, numbering.series, numbering.date);
  const id = await write.insert(tx, firmId, number, values);
  await write.replaceLines(tx, firmId, id, lines);
  return id;
}

/** Creates a document (`insert` answers its id) and audits the answer as `create`. */
export function createDocument<Row, Doc>(
  ctx: Ctx,
  kind: SalesDocumentKind<Row, Doc>,
  insert: (tx: Db) => Promise<number>,
): Promise<Doc> {
  return runAction(ctx, async (tx) => {
    const id = await insert(tx);
    const after = await getDocument(ctx, kind, id, tx);
    return { result: after, audit: { entity: kind.entity, entityId: id, action: 'create', after } };
  });
}

/**
 * An edit: the locked row at the user's version, in one of the editable states (`editable` may
 * check more), then `save` writes; the audit keeps the document before and after.
 */
export function editDocument<Row, Doc>(
  ctx: Ctx,
  kind: SalesDocumentKind<Row, Doc>,
  id: number,
  edit: {
    version: number;
    from: readonly string[];
    editable?: (tx: Db, row: Row) => Promise<void>;
    /** Writes the change; may answer the document as it now stands (else it is read again). */
    save: (tx: Db, row: Row, before: Doc) => Promise<Doc | undefined>;
  },
): Promise<Doc> {
  return runAction(ctx, async (tx) => {
    const row = await lockDocument(tx, ctx, kind, id, { version: edit.version, verb: 'changed' });
    const before = await kind.load(tx, row);
    const { state } = kind.status(row);
    if (!edit.from.includes(state)) throw wrongState(kind.what, state, 'changed');
    await edit.editable?.(tx, row);
    const after = (await edit.save(tx, row, before)) ?? (await getDocument(ctx, kind, id, tx));
    return {
      result: after,
      audit: { entity: kind.entity, entityId: id, action: 'update', before, after },
    };
  });
}

/**
 * A state change: the locked row (at the user's version when given) must be in one of `from`;
 * `apply` writes and answers; the audit keeps the state before and the new one with `after`'s
 * extras.
 */
export function changeDocumentState<Row, Result>(
  ctx: Ctx,
  kind: SalesDocumentKind<Row, unknown>,
  id: number,
  change: {
    version?: number | undefined;
    from: readonly string[];
    /** The audit's action: 'approve', 'create_order'. */
    action: string;
    /** For the refusal: 'moved to SENT', 'ordered'. */
    verb: string;
    apply: (tx: Db, row: Row) => Promise<Result>;
    after: (result: Result) => { state: string } & Record<string, unknown>;
  },
): Promise<Result> {
  return runAction(ctx, async (tx) => {
    const row = await lockDocument(tx, ctx, kind, id, {
      version: change.version,
      from: change.from,
      verb: change.verb,
    });
    const from = kind.status(row).state;
    const result = await change.apply(tx, row);
    return {
      result,
      audit: {
        entity: kind.entity,
        entityId: id,
        action: change.action,
        before: { state: from },
        after: change.after(result),
      },
    };
  });
}
