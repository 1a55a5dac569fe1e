/**
 * The shell's "logged only" errors (000 §8): navbar refresh failures, firm switch input errors,
 * rolled back reloads. One place, so a future error reporter has one function to extend.
 */
export function logError(message: string, error?: unknown): void {
  console.error(`[kontor] ${message}`, ...(error === undefined ? [] : [error]));
}
