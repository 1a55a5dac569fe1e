/**
 * The pure rules of delivery (README 'Rules'): fees, the earliest delivery date, size classes.
 * Money with the decimal library (contract money.ts), never floats.
 */
import { Money, SIZE_CLASS_MAX_CM, SIZE_CLASSES } from '@kontor/contract';

export interface FeeMethod {
  feeRule: 'FIXED' | 'WEIGHT_BANDS';
  fixedFee: string;
  weightBands: readonly { upToKg: string; amount: string }[];
  freeAboveNet: string | null;
}

/**
 * The delivery fee (net HUF): 0 once the order's net goods value reaches `freeAboveNet`; a fixed
 * fee; or the first weight band holding the weight (heavier than every band: the last band).
 */
export function deliveryFee(method: FeeMethod, weightKg: string, netGoods: string): string {
  if (method.freeAboveNet !== null && new Money(netGoods).gte(method.freeAboveNet)) return '0';
  if (method.feeRule === 'FIXED') return new Money(method.fixedFee).toFixed(2);
  const band =
    method.weightBands.find((b) => new Money(weightKg).lte(b.upToKg)) ?? method.weightBands.at(-1);
  return new Money(band?.amount ?? 0).toFixed(2);
}

export type SizeClass = (typeof SIZE_CLASSES)[number];

/** A parcel's size class by its longest side (contract SIZE_CLASS_MAX_CM). */
export function sizeClassOf(longestSideCm: number): SizeClass {
  return (
    SIZE_CLASSES.find((c) => {
      const max = SIZE_CLASS_MAX_CM[c];
      return max === null || longestSideCm <= max;
    }) ?? 'XL'
  );
}

export interface PlanRule {
  weekdays: readonly number[];
  cutoffTime: string;
  leadDays: number;
}

const BUDAPEST_CLOCK = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Budapest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Budapest calendar day and `HH:MM` of a moment. */
export function budapestDayAndTime(at: Date): { day: string; time: string } {
  const text = BUDAPEST_CLOCK.format(at); // `2026-11-27 14:05`
  return { day: text.slice(0, 10), time: text.slice(11, 16) };
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** Monday to Friday: the working days when no calendar is given. */
export const mondayToFriday = (day: string) => isoWeekday(day) <= 5;

/**
 * The earliest delivery day of an order taken at `at` (Europe/Budapest). `isWorkingDay` is the
 * Hungarian working calendar (production's table, README 'Rules': holidays and transferred rest
 * days off, a transferred working Saturday on); an order after the cut-off or on a day off counts
 * from the next working day; `leadDays` working days later the goods can leave, on the first day
 * on or after that which is a working day and one of the condition's weekdays.
 */
export function earliestDeliveryDay(
  rule: PlanRule,
  at: Date,
  isWorkingDay: (day: string) => boolean = mondayToFriday,
): string {
  const { day: today, time } = budapestDayAndTime(at);
  let day = today;
  let lead = rule.leadDays + (time >= rule.cutoffTime || !isWorkingDay(today) ? 1 : 0);
  while (lead > 0) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) lead--;
  }
  // A year of days is more than any weekday set and holiday list can push it.
  for (let i = 0; i < 366; i++, day = addDays(day, 1))
    if (isWorkingDay(day) && rule.weekdays.includes(isoWeekday(day))) return day;
  return day;
}

/** The days from `from` on, `count` of them (the calendar window the earliest date may need). */
export const daysFrom = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(from, i));
