import '@mantine/dates/styles.css';
import 'dayjs/locale/hu';
import { DateInput as MantineDateInput, type DateInputProps as MantineProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

export interface DateInputProps
  extends Omit<MantineProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'locale'> {
  /** ISO date (`2026-03-15`) or null */
  value: string | null;
  onChange: (value: string | null) => void;
}

/** How Hungarians write a date: `2026. 03. 15.` (000 §1: hu-HU). */
export const HU_DATE_FORMAT = 'YYYY. MM. DD.';

/**
 * A typed date in the Hungarian order (`2026. 03. 15.`, `2026.3.15`, `2026-03-15`) as an ISO
 * date; null when it is no real calendar day (the field then keeps its last valid value).
 */
export function parseHungarianDate(typed: string): string | null {
  const match = /^\s*(\d{4})\s*[.\-/]\s*(\d{1,2})\s*[.\-/]\s*(\d{1,2})\s*\.?\s*$/.exec(typed);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A date field whose value is an ISO date, shown and typed the Hungarian way, with a calendar. */
export function DateInput({ value, onChange, ...rest }: DateInputProps) {
  const { t } = useTranslation();
  return (
    <MantineDateInput
      clearButtonProps={{ 'aria-label': t('UI.CLEAR_VALUE') }}
      {...rest}
      locale="hu"
      valueFormat={HU_DATE_FORMAT}
      dateParser={parseHungarianDate}
      value={value}
      onChange={(next) => onChange(next ?? null)}
    />
  );
}

/** Today's date in Hungary (the firm's calendar day), as an ISO date. */
export function todayIsoDate(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Budapest' }).format(now);
}
