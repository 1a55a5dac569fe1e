import {
  EMAIL_GROUPS,
  languageOfCountry,
  type TDocumentRef,
  type TEmailLanguage,
} from '@kontor/contract';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import * as repo from './emails.repository.ts';

const LOCALES: Record<TEmailLanguage, string> = { hu: 'hu-HU', en: 'en-GB', de: 'de-DE' };

export async function requireFacts(ctx: Ctx, ref: TDocumentRef): Promise<repo.DocumentFacts> {
  if (!repo.SENDABLE_KINDS.includes(ref.documentKind))
    throw fieldError('documentKind', `No ${ref.documentKind} can be sent yet`);
  const facts = await repo.findDocumentFacts(ctx.db, ctx.auth.firmId, ref);
  if (!facts) throw new AppError('NOT_FOUND', 'No such document');
  return facts;
}

export interface Recipient {
  name: string;
  email: string;
  language: TEmailLanguage;
}

/** The partner's contacts with an e-mail address, each in the language it reads. */
export async function recipientsOf(ctx: Ctx, facts: repo.DocumentFacts): Promise<Recipient[]> {
  const rows = await repo.listContactsWithEmail(
    ctx.db,
    ctx.auth.firmId,
    facts.partner_id,
    facts.contact_id,
  );
  const fallback = languageOfCountry(facts.country_code);
  return rows.map((r) => ({ name: r.name, email: r.email, language: r.language ?? fallback }));
}

const ALL_VARIABLES = [...new Set(EMAIL_GROUPS.flatMap((g) => [...g.variables]))];

/**
 * Every declared variable's value for one document, formatted for the reader's language. A
 * variable the document has nothing for (a proof link on an invoice) is empty, never missing.
 */
export async function valuesOf(
  ctx: Ctx,
  ref: TDocumentRef,
  language: TEmailLanguage,
  recipient?: string,
): Promise<Record<string, string>> {
  const facts = await requireFacts(ctx, ref);
  const [recipients, [firm]] = await Promise.all([
    recipientsOf(ctx, facts),
    queryRows<{ name: string }>(ctx.db, sql`select name from firms where id = ${ctx.auth.firmId}`),
  ]);
  const locale = LOCALES[language];
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(locale, {
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          timeZone: 'UTC',
        }).format(new Date(`${iso}T00:00:00Z`))
      : '';
  const money = (amount: string, currency: string) =>
    // Intl formats a decimal string exactly (no float in between).
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
      amount as unknown as number,
    );
  const known: Record<string, string> = {
    customerName: facts.partner_name,
    supplierName: facts.partner_name,
    contactName:
      (recipients.find((r) => r.email.toLowerCase() === recipient?.toLowerCase()) ?? recipients[0])
        ?.name ?? facts.partner_name,
    documentNumber: facts.number,
    documentDate: date(facts.date),
    dueDate: date(facts.due_date),
    grossTotal: money(facts.gross_total, facts.currency_code),
    currency: facts.currency_code,
    orderNumber: facts.order_number ?? '',
    firmName: firm?.name ?? '',
  };
  return Object.fromEntries(ALL_VARIABLES.map((name) => [name, known[name] ?? '']));
}
