/**
 * The business's calendar day: the company works in Hungary, so "today" (price validity, MNB rate
 * of the day, quote expiry, discount activity) is the Europe/Budapest date, whatever the server's zone.
 */
export function todayInHungary(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Budapest' }).format(now);
}
