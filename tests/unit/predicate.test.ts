import { describe, expect, it } from 'vitest';
import { evaluatePredicate, type Predicate } from '../../src/core/predicate';
import type { CommittedState } from '../../src/core/state';

const one = (fields: CommittedState['instances'][string]['fields'], commit: string | null = null, label = 'main'): CommittedState =>
  ({ instances: { [label]: { fields, commit } } });

describe('predicate engine', () => {
  it('equals compares JSON deeply, ignoring key order', () => {
    const p: Predicate = { kind: 'equals', field: 'v', target: { a: 1, b: [true, 'x'] } };
    expect(evaluatePredicate(p, one({ v: { b: [true, 'x'], a: 1 } }))).toBe(true);
    expect(evaluatePredicate(p, one({ v: { a: 1, b: [true, 'y'] } }))).toBe(false);
    expect(evaluatePredicate(p, one({ other: 1 }))).toBe(false);
    expect(evaluatePredicate({ kind: 'equals', field: 'v', target: null }, one({ v: null }))).toBe(true);
    expect(evaluatePredicate({ kind: 'equals', field: 'v', target: 0 }, one({ v: null }))).toBe(false);
  });

  it('within_tolerance accepts the closed interval only, and only finite numbers', () => {
    const p: Predicate = { kind: 'within_tolerance', field: 'v', target: 40, tolerance: 2 };
    expect(evaluatePredicate(p, one({ v: 38 }))).toBe(true);
    expect(evaluatePredicate(p, one({ v: 42 }))).toBe(true);
    expect(evaluatePredicate(p, one({ v: 42.01 }))).toBe(false);
    expect(evaluatePredicate(p, one({ v: '40' }))).toBe(false);
    expect(evaluatePredicate({ ...p, tolerance: 0 }, one({ v: 0.1 + 0.2 + 39.7 }))).toBe(true);
  });

  it('set_equals ignores order but not duplicates or extras', () => {
    const p: Predicate = { kind: 'set_equals', field: 'v', target: ['a', 'b'] };
    expect(evaluatePredicate(p, one({ v: ['b', 'a'] }))).toBe(true);
    expect(evaluatePredicate(p, one({ v: ['a', 'a'] }))).toBe(false);
    expect(evaluatePredicate(p, one({ v: ['a', 'b', 'c'] }))).toBe(false);
    expect(evaluatePredicate(p, one({ v: ['a'] }))).toBe(false);
  });

  it('order_equals and path_equals compare sequences', () => {
    expect(evaluatePredicate({ kind: 'order_equals', field: 'v', target: [1, 2, 3] }, one({ v: [1, 2, 3] }))).toBe(true);
    expect(evaluatePredicate({ kind: 'order_equals', field: 'v', target: [1, 2, 3] }, one({ v: [1, 3, 2] }))).toBe(false);
    const path: Predicate = { kind: 'path_equals', field: 'v', target: ['Electronics', 'Cameras'] };
    expect(evaluatePredicate(path, one({ v: ['Electronics ', 'Cameras'] }))).toBe(true);
    expect(evaluatePredicate(path, one({ v: ['Electronics'] }))).toBe(false);
    expect(evaluatePredicate(path, one({ v: ['electronics', 'Cameras'] }))).toBe(false);
  });

  it('range_equals checks both bounds within tolerance', () => {
    const p: Predicate = { kind: 'range_equals', field: 'v', target: [20, 80], tolerance: 1 };
    expect(evaluatePredicate(p, one({ v: [21, 79] }))).toBe(true);
    expect(evaluatePredicate(p, one({ v: [22, 80] }))).toBe(false);
    expect(evaluatePredicate(p, one({ v: [20] }))).toBe(false);
  });

  it('color_within compares #rrggbb colours by ΔE*ab, in either case, and nothing else', () => {
    const p: Predicate = { kind: 'color_within', field: 'c', target: '#2f54eb', tolerance: 2 };
    expect(evaluatePredicate(p, one({ c: '#2F54EB' }))).toBe(true);
    expect(evaluatePredicate(p, one({ c: '#2f54ec' }))).toBe(true);
    expect(evaluatePredicate(p, one({ c: '#3a5ff0' }))).toBe(false);
    expect(evaluatePredicate(p, one({ c: '#13a8a8' }))).toBe(false);
    expect(evaluatePredicate(p, one({ c: '' }))).toBe(false);
    expect(evaluatePredicate(p, one({ c: 'rgb(47, 84, 235)' }))).toBe(false);
    expect(evaluatePredicate({ ...p, tolerance: 0 }, one({ c: '#2f54ec' }))).toBe(false);
  });

  it('requires the named commit control when the predicate has one', () => {
    const p: Predicate = { kind: 'equals', field: 'v', target: 'x', commit: 'Apply' };
    expect(evaluatePredicate(p, one({ v: 'x' }, 'Apply'))).toBe(true);
    expect(evaluatePredicate(p, one({ v: 'x' }, null))).toBe(false);
    expect(evaluatePredicate(p, one({ v: 'x' }, 'Save'))).toBe(false);
  });

  it('requires the right instance when the predicate names one, and any instance otherwise', () => {
    const state: CommittedState = { instances: { Orders: { fields: { v: 'late' }, commit: null }, Invoices: { fields: { v: 'paid' }, commit: null } } };
    expect(evaluatePredicate({ kind: 'equals', field: 'v', target: 'late', instance: 'Invoices' }, state)).toBe(false);
    expect(evaluatePredicate({ kind: 'equals', field: 'v', target: 'late', instance: 'Orders' }, state)).toBe(true);
    expect(evaluatePredicate({ kind: 'equals', field: 'v', target: 'late' }, state)).toBe(true);
    expect(evaluatePredicate({ kind: 'equals', field: 'v', target: 'late', instance: 'Payouts' }, state)).toBe(false);
  });

  it('all requires every part', () => {
    const p: Predicate = { kind: 'all', of: [{ kind: 'equals', field: 'a', target: 1 }, { kind: 'equals', field: 'b', target: 2 }] };
    expect(evaluatePredicate(p, one({ a: 1, b: 2 }))).toBe(true);
    expect(evaluatePredicate(p, one({ a: 1, b: 3 }))).toBe(false);
  });

  it('never throws on hostile shapes', () => {
    const p: Predicate = { kind: 'set_equals', field: 'v', target: ['a'] };
    expect(evaluatePredicate(p, { instances: {} })).toBe(false);
    expect(evaluatePredicate(p, one({ v: { length: 1 } as never }))).toBe(false);
    expect(evaluatePredicate({ kind: 'equals', field: '__proto__', target: null }, one({}))).toBe(false);
  });
});
