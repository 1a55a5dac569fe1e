/**
 * Text fields as NAV accepts them (InvoiceData v3 SimpleText types: at least one non-space
 * character, `.*[^\s].*`, which does not match a line break, and a maximum length): line breaks
 * and tabs become a space, runs of spaces collapse, the ends are trimmed, and the text is cut to
 * the type's length. README "Nothing is issued that NAV would refuse".
 */

/** NAV's SimpleText lengths of the fields Kontor reports (invoiceBase.xsd / invoiceData.xsd). */
export const NAV_TEXT_LIMITS = {
  name: 512,
  city: 255,
  additionalAddressDetail: 255,
  lineDescription: 512,
  unitOfMeasureOwn: 50,
  reason: 200,
  invoiceNumber: 50,
} as const;

/** One line of visible text: control characters and whitespace runs → one space, trimmed. */
export function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return text.replace(/[\s\u0000-\u001f\u007f\u0085\u2028\u2029]+/gu, ' ').trim();
}

/** `oneLine`, cut to `max` characters (whole code points, no trailing space left by the cut). */
export function navText(text: string, max: number): string {
  const line = oneLine(text);
  const chars = [...line];
  return chars.length <= max ? line : chars.slice(0, max).join('').trimEnd();
}
