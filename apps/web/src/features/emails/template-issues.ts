import type { TFieldError } from '@kontor/contract';
import type { TFunction } from 'i18next';

export type TemplateField = 'subject' | 'body';

/** The dictionary key of each template problem the server names by `code` (template-engine.ts). */
const KEYS: Readonly<Record<string, string>> = {
  unknown_variable: 'EMAILS.TEMPLATE_UNKNOWN_VARIABLE',
  template_syntax: 'EMAILS.TEMPLATE_SYNTAX',
  template_render: 'EMAILS.TEMPLATE_RENDER',
};

/**
 * The Hungarian text of each refused field of a template save, from the problem's `code` and
 * `params` only: the server's own message (LiquidJS's English) is never shown. A problem of
 * another kind on the field (too long, empty) gets the general text.
 */
export function templateIssueTexts(
  issues: readonly TFieldError[],
  t: TFunction,
): Partial<Record<TemplateField, string>> {
  const found: Partial<Record<TemplateField, string>> = {};
  for (const issue of issues) {
    if (issue.path !== 'subject' && issue.path !== 'body') continue;
    const key = KEYS[issue.code];
    found[issue.path] = key ? t(key, issue.params) : t('EMAILS.TEMPLATE_INVALID');
  }
  return found;
}
