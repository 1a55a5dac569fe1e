import { formatDate } from '../../lib/format';

/** `2026. 09. 01. – 2026. 11. 30.`; an open-ended list ends with the dash. */
export function formatValidity(validFrom: string, validTo: string | null): string {
  return `${formatDate(validFrom)} – ${validTo ? formatDate(validTo) : ''}`.trimEnd();
}
