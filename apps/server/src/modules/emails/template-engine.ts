import { Liquid, LiquidError, type Template } from 'liquidjs';
import { AppError } from '../../platform/errors.ts';

/**
 * Templates are LiquidJS text (`Dear {{ contactName }},`): strict variables and filters, so a
 * template that names something its group does not declare never reaches a customer. Subject and
 * body are plain text; the HTML part of a message is that text escaped as a whole
 * (`htmlOfText`), so no value (a customer's name) and no template text becomes markup.
 */
const engine = new Liquid({
  strictVariables: true,
  strictFilters: true,
  cache: false,
  // No file system: a template is its own text. LiquidJS reads `include`, `render` and `layout`
  // targets from the server's working directory by default, so a template could otherwise pull a
  // server file (package.json, the data directory) into a customer's e-mail.
  templates: {},
});
for (const tag of ['include', 'render', 'layout'])
  engine.registerTag(tag, {
    parse() {
      throw new Error(`Tag not allowed: ${tag}`);
    },
    render() {},
  });

export type TemplateField = 'subject' | 'body';

/**
 * A 400 naming the field and the place; `code` is `unknown_variable` (params: name),
 * `template_syntax` or `template_render`, with `line` and `column`, so the editor says it in Hungarian.
 */
function templateError(
  field: TemplateField,
  place: { row: number; col: number },
  message: string,
  kind:
    | { code: 'unknown_variable'; name: string }
    | { code: 'template_syntax' }
    | { code: 'template_render' },
): AppError {
  const where = `${message} (line ${place.row}, column ${place.col})`;
  const params = {
    line: place.row,
    column: place.col,
    ...(kind.code === 'unknown_variable' ? { name: kind.name } : {}),
  };
  return new AppError('VALIDATION_FAILED', `${field}: ${where}`, {
    errors: [{ path: field, message: where, code: kind.code, params }],
  });
}

/** Parses one template and checks its variables against the group's; a 400 names the place. */
export function checkTemplate(
  field: TemplateField,
  source: string,
  variables: readonly string[],
): Template[] {
  let parsed: Template[];
  try {
    parsed = engine.parse(source);
  } catch (error) {
    if (!(error instanceof LiquidError)) throw error;
    const [row = 1, col = 1] = error.token?.getPosition() ?? [];
    const message = error.message.replace(/, line:\d+, col:\d+$/, '');
    throw templateError(field, { row, col }, message, { code: 'template_syntax' });
  }
  const { globals } = engine.analyzeSync(parsed);
  for (const [name, uses] of Object.entries(globals)) {
    if (variables.includes(name)) continue;
    const place = uses[0]?.location ?? { row: 1, col: 1 };
    throw templateError(field, place, `Unknown variable: ${name}`, {
      code: 'unknown_variable',
      name,
    });
  }
  return parsed;
}

/**
 * Fills a checked template (a missing value is an error, never an empty hole). A template that
 * parses but cannot be filled (a filter given a value it cannot take) is a 400 naming the field
 * with code `template_render` and the place, not a 500.
 */
export function renderTemplate(
  field: TemplateField,
  source: string,
  values: Record<string, string>,
): string {
  try {
    return engine.parseAndRenderSync(source, values);
  } catch (error) {
    if (!(error instanceof LiquidError)) throw error;
    const [row = 1, col = 1] = error.token?.getPosition() ?? [];
    const message = error.message.replace(/, line:\d+, col:\d+$/, '');
    throw templateError(field, { row, col }, message, { code: 'template_render' });
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The HTML part of a plain-text message: everything escaped, paragraphs and line breaks kept. */
export function htmlOfText(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
  const paragraphs = escaped.split(/\n{2,}/).map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`);
  return `<!doctype html><html><body>${paragraphs.join('\n')}</body></html>`;
}
