/**
 * The business's calendar day: the company works in Hungary, so "today" (price validity, MNB rate
 * of the day, quote expiry, discount activity) is the Europe/Budapest date, whatever the server's zone.
 */
const BUDAPEST_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Budapest' });

export function todayInHungary(now = new Date()): string {
  return BUDAPEST_DAY.format(now);
}
