/**
 * The predicate engine: typed success predicates evaluated against a reported committed state.
 * A task spec's predicate is its verifier; pages, the harness and the submission re-scorer all call
 * `evaluatePredicate` and nothing else decides success.
 */
import { deltaE, parseHex } from './color';
import { jsonEqual, type Json } from './json';
import type { CommittedState, InstanceState } from './state';

interface FieldPredicate {
  /** State field of the instance the predicate reads. */
  field: string;
  /** Label of the instance that must hold the value; absent means any instance may. */
  instance?: string;
  /** Commit control that must have committed the value; absent means live state counts. */
  commit?: string;
}

export type Predicate =
  | (FieldPredicate & { kind: 'equals'; target: Json })
  | (FieldPredicate & { kind: 'within_tolerance'; target: number; tolerance: number })
  | (FieldPredicate & { kind: 'set_equals'; target: Json[] })
  | (FieldPredicate & { kind: 'order_equals'; target: Json[] })
  | (FieldPredicate & { kind: 'path_equals'; target: string[] })
  | (FieldPredicate & { kind: 'range_equals'; target: [number, number]; tolerance: number })
  /** A #rrggbb colour within `tolerance` ΔE*ab (CIE 1976, see color.ts) of the target. */
  | (FieldPredicate & { kind: 'color_within'; target: string; tolerance: number })
  | { kind: 'all'; of: Predicate[] };

export type PredicateKind = Predicate['kind'];

/** True when the committed state satisfies the predicate. Pure and total: bad shapes are false. */
export function evaluatePredicate(p: Predicate, state: CommittedState): boolean {
  if (p.kind === 'all') return p.of.length > 0 && p.of.every((q) => evaluatePredicate(q, state));
  const candidates: InstanceState[] = p.instance !== undefined
    ? (Object.prototype.hasOwnProperty.call(state.instances, p.instance) ? [state.instances[p.instance]] : [])
    : Object.values(state.instances);
  return candidates.some((inst) => {
    if (p.commit !== undefined && inst.commit !== p.commit) return false;
    if (!Object.prototype.hasOwnProperty.call(inst.fields, p.field)) return false;
    return valueMatches(p, inst.fields[p.field]);
  });
}

function valueMatches(p: Exclude<Predicate, { kind: 'all' }>, v: Json): boolean {
  switch (p.kind) {
    case 'equals':
      return jsonEqual(v, p.target);
    case 'within_tolerance':
      return typeof v === 'number' && Number.isFinite(v) && Math.abs(v - p.target) <= p.tolerance + 1e-9;
    case 'set_equals': {
      if (!Array.isArray(v)) return false;
      const want = p.target.map(key);
      const got = v.map(key);
      return new Set(got).size === got.length && got.length === want.length && want.every((k) => got.includes(k));
    }
    case 'order_equals':
      return Array.isArray(v) && jsonEqual(v, p.target);
    case 'path_equals':
      return Array.isArray(v) && v.length === p.target.length
        && v.every((seg, i) => typeof seg === 'string' && seg.trim() === p.target[i].trim());
    case 'range_equals':
      return Array.isArray(v) && v.length === 2
        && v.every((x) => typeof x === 'number' && Number.isFinite(x))
        && Math.abs((v[0] as number) - p.target[0]) <= p.tolerance + 1e-9
        && Math.abs((v[1] as number) - p.target[1]) <= p.tolerance + 1e-9;
    case 'color_within': {
      const [got, want] = [typeof v === 'string' ? parseHex(v) : null, parseHex(p.target)];
      return got !== null && want !== null && deltaE(got, want) <= p.tolerance + 1e-9;
    }
  }
}

function key(v: Json): string {
  return JSON.stringify(v);
}

/** Every field predicate inside p (flattening `all`). */
export function leafPredicates(p: Predicate): Exclude<Predicate, { kind: 'all' }>[] {
  return p.kind === 'all' ? p.of.flatMap(leafPredicates) : [p];
}

/** The goal's field values (from the first leaf on each field), e.g. for drawing a reference picture. */
export function goalFields(p: Predicate): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const leaf of leafPredicates(p)) if (!(leaf.field in out)) out[leaf.field] = leaf.target as Json;
  return out;
}
