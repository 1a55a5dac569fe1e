/**
 * The one template layer of the classic pages: `html` tagged templates escape every interpolated
 * value, unless it is itself an `Html` fragment built by this layer. Nothing else writes markup.
 */
export class Html {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => ESCAPES[c]!);
}

type Value = Html | string | number | boolean | null | undefined | readonly Value[];

function render(value: Value): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}

/** `html\`<td>${name}</td>\``: values are escaped; arrays and nested fragments are joined. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i]!) + strings[i + 1]!;
  return new Html(out);
}

/** JSON for a `<script type="application/json">` island: `<` escaped so it cannot close the tag. */
export function jsonIsland(id: string, data: unknown): Html {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return new Html(`<script type="application/json" id="${escapeHtml(id)}">${json}</script>`);
}
