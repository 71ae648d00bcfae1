/**
 * Number formats shared by the build-time tables and their in-page scripts, so a value recomputed
 * in the browser (the leaderboard's library filter) reads exactly like one rendered at build time.
 */
export const DASH = '—';

export function pct(x: number | null | undefined, digits = 1): string {
  return x === null || x === undefined || Number.isNaN(x) ? DASH : `${(100 * x).toFixed(digits)}%`;
}

export function ciText(lo: number | null | undefined, hi: number | null | undefined): string {
  return lo === null || lo === undefined || hi === null || hi === undefined ? DASH : `${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}%`;
}

export function fixed(x: number | null | undefined, digits = 2): string {
  return x === null || x === undefined || Number.isNaN(x) ? DASH : x.toFixed(digits);
}

export function ratio(x: number | null | undefined): string {
  return x === null || x === undefined || Number.isNaN(x) ? DASH : `${x.toFixed(2)}×`;
}

export function seconds(ms: number | null | undefined): string {
  return ms === null || ms === undefined || Number.isNaN(ms) ? DASH : `${(ms / 1000).toFixed(2)} s`;
}

/** A data-* attribute value for a raw number: empty when absent, so scripts read it as null. */
export function raw(x: number | null | undefined): string {
  return x === null || x === undefined || Number.isNaN(x) ? '' : String(x);
}
