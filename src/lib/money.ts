// Euros as shown (hr-HR), with no date-fns: screens that show prices but no dates stay light.

export const PRICE_PLACEHOLDER = '-,--';

// Made on the first price, not when the module loads: building it loads the locale's data, a task
// the ticket form's first screen (no price yet) should not wait for (docs/performance.md).
let euro: Intl.NumberFormat | undefined;

export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return PRICE_PLACEHOLDER;
  // Intl puts a no-break space before the euro sign; keep it so the amount never wraps.
  euro ??= new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' });
  return euro.format(amount);
}

export function formatCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? PRICE_PLACEHOLDER : formatMoney(cents / 100);
}
