import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { parseHungarianDate } from '../date-input';
import { parseDecimalText, toEditableDecimal } from './decimal';
import { EditorInput, type EditorInputProps, type EditorParse } from './editor-input';
import type { GridEditor } from './types';

type Parser<T> = (text: string, t: TFunction) => EditorParse<T>;

function TranslatedInput<T>(p: Omit<EditorInputProps<T>, 'parse'> & { parser: Parser<T> }) {
  const { t } = useTranslation();
  const { parser, ...rest } = p;
  return <EditorInput<T> {...rest} parse={(text) => parser(text, t)} />;
}

/** An editor over a text field: `format` gives the text to edit, `parser` reads it back. */
function inputEditor<Row, T>(
  get: (r: Row) => T,
  set: (r: Row, v: T) => Row,
  format: (value: T) => string,
  parser: Parser<T>,
  align?: 'left' | 'right',
): GridEditor<Row> {
  return ({ row, initialText, commit, cancel, label, submitAtOnce, holdKeys, releaseKeys }) => (
    <TranslatedInput<T>
      label={label}
      submitAtOnce={submitAtOnce}
      holdKeys={holdKeys}
      releaseKeys={releaseKeys}
      align={align}
      text={format(get(row))}
      initialText={initialText}
      parser={parser}
      onCommit={(value) => commit(set(row, value))}
      onCancel={cancel}
    />
  );
}

/** Free text. */
export function textEditor<Row>(
  get: (r: Row) => string,
  set: (r: Row, v: string) => Row,
): GridEditor<Row> {
  return inputEditor(
    get,
    set,
    (value) => value,
    (text) => ({ ok: true, value: text }),
  );
}

/**
 * A number typed the Hungarian way (`1 234,5`) or with a dot (`1234.5`); stored as the canonical
 * decimal string (`1234.5`), null when blank. Text that is no number (or has more than `scale`
 * decimals, or is below `min`) is refused in place and the cell stays in editing.
 */
export function decimalEditor<Row>(
  get: (r: Row) => string | null,
  set: (r: Row, v: string | null) => Row,
  opts: { scale?: number; min?: string } = {},
): GridEditor<Row> {
  const parser: Parser<string | null> = (text, t) => {
    const parsed = parseDecimalText(text, opts);
    return parsed.ok
      ? parsed
      : { ok: false, message: t(parsed.problem.key, parsed.problem.values) };
  };
  return inputEditor(get, set, toEditableDecimal, parser, 'right');
}

/** An ISO date as typed in the cell: `2026-03-15` → `2026. 03. 15.` */
const toEditableDate = (value: string | null) =>
  value === null ? '' : `${value.replaceAll('-', '. ')}.`;

/**
 * An ISO date typed the Hungarian way (`2026. 03. 15.`, `2026.3.15`, `2026-03-15`: the date
 * field's own parser, ui/date-input); null when blank; a day that does not exist is refused.
 */
export function dateEditor<Row>(
  get: (r: Row) => string | null,
  set: (r: Row, v: string | null) => Row,
): GridEditor<Row> {
  const parser: Parser<string | null> = (text, t) => {
    if (text.trim() === '') return { ok: true, value: null };
    const date = parseHungarianDate(text);
    return date === null
      ? { ok: false, message: t('UI.GRID_INVALID_DATE') }
      : { ok: true, value: date };
  };
  return inputEditor(get, set, toEditableDate, parser);
}
