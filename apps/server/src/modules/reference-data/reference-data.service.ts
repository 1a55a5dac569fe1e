import type {
  TCodeEntry,
  TCodeGroup,
  TCourier,
  TLanguage,
  TTemplate,
  TTemplateScope,
} from '@kontor/contract';
import type { Ctx } from '../../platform/context.ts';
import { getProfile } from '../users/users.service.ts';
import * as repo from './reference-data.repository.ts';

type Lookup = { term: string; limit: number };

/** The caller's interface language; names of coded data follow it (Hungarian when untranslated). */
export async function userLanguage(ctx: Ctx): Promise<TLanguage> {
  return (await getProfile(ctx)).language;
}

export function toCodeEntries(rows: repo.NamedRow[], language: TLanguage): TCodeEntry[] {
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: language === 'EN' && r.name_en ? r.name_en : r.name_hu,
  }));
}

/** Runs a lookup and the language query side by side: both are needed, neither waits for the other. */
async function named(ctx: Ctx, rows: Promise<repo.NamedRow[]>): Promise<TCodeEntry[]> {
  const [language, found] = await Promise.all([userLanguage(ctx), rows]);
  return toCodeEntries(found, language);
}

export function lookupCodes(ctx: Ctx, query: Lookup & { code_group: TCodeGroup }) {
  return named(
    ctx,
    repo.lookupCodes(ctx.db, ctx.auth.firmId, query.code_group, query.term, query.limit),
  );
}

/** Every language, in display order (a few dozen at most). */
export function listLanguages(ctx: Ctx) {
  return named(ctx, repo.lookupLanguages(ctx.db, '', 100));
}

export function lookupMeasureUnits(ctx: Ctx, query: Lookup) {
  return named(ctx, repo.lookupMeasureUnits(ctx.db, query.term, query.limit));
}

export function lookupCurrencies(ctx: Ctx, query: Lookup) {
  return named(ctx, repo.lookupCurrencies(ctx.db, query.term, query.limit));
}

export function lookupCouriers(ctx: Ctx, query: Lookup): Promise<TCourier[]> {
  return repo.lookupCouriers(ctx.db, ctx.auth.firmId, query.term, query.limit);
}

export async function listTemplates(
  ctx: Ctx,
  query: {
    scope: TTemplateScope;
    kind?: TTemplate['kind'] | undefined;
    language?: string | undefined;
  },
): Promise<TTemplate[]> {
  const rows = await repo.listTemplates(ctx.db, ctx.auth.firmId, query);
  return rows.map((r) => ({
    id: r.id,
    scope: r.scope as TTemplateScope,
    kind: r.kind,
    code: r.code,
    name: r.name,
    language: r.language,
    isDefault: r.is_default,
  }));
}
