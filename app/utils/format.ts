/**
 * Formatters are made on first use: building an `Intl` formatter is slow (tens of milliseconds
 * on a phone), and a page that shows no dates should not pay for the date formatters.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const count = once(() => new Intl.NumberFormat("en-US"));
const usd = once(() => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }));
const wholeUsd = once(() => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }));
const dateFormat = once(
  () => new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }),
);
const dateTimeFormat = once(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "UTC",
    }),
);

/** 10000 to "10,000". */
export function formatCount(n: number): string {
  return count().format(n);
}

/** Cents to "$12.34". */
export function formatUsd(cents: number): string {
  return usd().format(cents / 100);
}

/** Dates are shown en-GB (SPEC section 9), in UTC so server and browser agree. */
export function formatDate(value: Date | string | number): string {
  return dateFormat().format(new Date(value));
}

export function formatDateTime(value: Date | string | number): string {
  return `${dateTimeFormat().format(new Date(value))} UTC`;
}

/** Cents to whole dollars, floored: "$12" for 1299 (vendor total earnings, SPEC section 9). */
export function formatWholeUsd(cents: number): string {
  return wholeUsd().format(Math.floor(cents / 100));
}
