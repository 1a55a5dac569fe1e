import { useTranslation } from 'react-i18next';
import { parseHungarianDate } from '../date-input';
import { parseDecimalText, toEditableDecimal } from './decimal';
import { EditorInput } from './editor-input';
import type { GridEditor } from './types';

/** Free text. */
export function textEditor<Row>(
  get: (r: Row) => string,
  set: (r: Row, v: string) => Row,
): GridEditor<Row> {
  return ({ row, initialText, commit, cancel, label }) => (
    <EditorInput<string>
      label={label}
      text={get(row)}
      initialText={initialText}
      parse={(text) => ({ ok: true, value: text })}
      onCommit={(value) => commit(set(row, value))}
      onCancel={cancel}
    />
  );
}

function DecimalInput(p: {
  label?: string;
  value: string | null;
  initialText?: string;
  opts: { scale?: number; min?: string };
  onCommit: (value: string | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EditorInput<string | null>
      label={p.label}
      align="right"
      text={toEditableDecimal(p.value)}
      initialText={p.initialText}
      parse={(text) => {
        const parsed = parseDecimalText(text, p.opts);
        return parsed.ok
          ? parsed
          : { ok: false, message: t(parsed.problem.key, parsed.problem.values) };
      }}
      onCommit={p.onCommit}
      onCancel={p.onCancel}
    />
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
  return ({ row, initialText, commit, cancel, label }) => (
    <DecimalInput
      label={label}
      value={get(row)}
      initialText={initialText}
      opts={opts}
      onCommit={(value) => commit(set(row, value))}
      onCancel={cancel}
    />
  );
}

function DateText(p: {
  label?: string;
  value: string | null;
  initialText?: string;
  onCommit: (value: string | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EditorInput<string | null>
      label={p.label}
      text={p.value === null ? '' : p.value.replaceAll('-', '. ').concat('.')}
      initialText={p.initialText}
      parse={(text) => {
        if (text.trim() === '') return { ok: true, value: null };
        const date = parseHungarianDate(text);
        return date === null
          ? { ok: false, message: t('UI.GRID_INVALID_DATE') }
          : { ok: true, value: date };
      }}
      onCommit={p.onCommit}
      onCancel={p.onCancel}
    />
  );
}

/**
 * An ISO date typed the Hungarian way (`2026. 03. 15.`, `2026.3.15`, `2026-03-15`: the date
 * field's own parser, ui/date-input); null when blank; a day that does not exist is refused.
 */
export function dateEditor<Row>(
  get: (r: Row) => string | null,
  set: (r: Row, v: string | null) => Row,
): GridEditor<Row> {
  return ({ row, initialText, commit, cancel, label }) => (
    <DateText
      label={label}
      value={get(row)}
      initialText={initialText}
      onCommit={(value) => commit(set(row, value))}
      onCancel={cancel}
    />
  );
}
