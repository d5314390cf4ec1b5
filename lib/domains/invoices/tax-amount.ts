/**
 * Tax in minor units: subtotal × rate, rounded half up. Integer arithmetic throughout, so
 * no floating-point product like 0.5000000001 can tip a rounding the wrong way.
 */
export function taxAmount(subtotal: number, taxRateBps: number): number {
  return Math.floor((subtotal * taxRateBps + 5_000) / 10_000);
}
