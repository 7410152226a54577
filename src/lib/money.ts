// Euros as shown (hr-HR), with no date-fns: screens that show prices but no dates stay light.

export const PRICE_PLACEHOLDER = '-,--';

const euro = new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' });

export function formatMoney(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return PRICE_PLACEHOLDER;
  // Intl puts a no-break space before the euro sign; keep it so the amount never wraps.
  return euro.format(amount);
}

export function formatCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? PRICE_PLACEHOLDER : formatMoney(cents / 100);
}
