import { useEffect, useState } from 'react';

/** How often a countdown is redrawn: the product's clock refresh, 5 s. */
export const CLOCK_REFRESH_MS = 5_000;

export type Remaining = { expired: true } | { expired: false; hours: number; minutes: number };

/**
 * Time left until `end`, in whole hours and minutes, the minutes rounded up: a ticket with 30 s
 * left still shows "1 min", and "0 min" is never shown while it is active.
 */
export function remainingUntil(end: Date, now: number): Remaining {
  const ms = end.getTime() - now;
  if (ms <= 0) return { expired: true };
  const totalMinutes = Math.ceil(ms / 60_000);
  return { expired: false, hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** The current time, refreshed every `intervalMs` while the component is mounted. */
export function useNow(intervalMs = CLOCK_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
