import { useEffect, useState } from 'react';

/**
 * True once `isActive` has held for `delayMs`; false at once when it stops, so a spinner appears
 * late (no flicker on fast calls) and disappears immediately.
 */
export function useDelayedFlag(isActive: boolean, delayMs: number): boolean {
  const [isElapsed, setIsElapsed] = useState(false);

  useEffect(() => {
    if (!isActive) {
      setIsElapsed(false);
      return;
    }
    const timer = setTimeout(() => setIsElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [isActive, delayMs]);

  return isActive && (delayMs <= 0 || isElapsed);
}
