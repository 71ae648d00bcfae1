/** A task's success predicate as one English sentence, for the task report pages. */
import type { Predicate } from '../../../src/core/predicate';
import type { Json } from '../../../src/core/json';

function value(v: Json): string {
  if (typeof v === 'string') return `"${v}"`;
  if (Array.isArray(v)) return `[${v.map(value).join(', ')}]`;
  return JSON.stringify(v);
}

const tolerance = (t: number) => `± ${t}`;

function leafWords(p: Exclude<Predicate, { kind: 'all' }>): string {
  const where = p.instance !== undefined ? `field \`${p.field}\` of instance "${p.instance}"` : `field \`${p.field}\` of any instance`;
  const committed = p.commit !== undefined ? ` (committed with "${p.commit}")` : '';
  switch (p.kind) {
    case 'equals':
      return `${where} equals ${value(p.target)}${committed}`;
    case 'within_tolerance':
      return p.tolerance === 0 ? `${where} equals ${p.target}${committed}` : `${where} is ${p.target} ${tolerance(p.tolerance)}${committed}`;
    case 'set_equals':
      return p.target.length === 0 ? `${where} is empty${committed}` : `${where} holds exactly ${value(p.target)} in any order${committed}`;
    case 'order_equals':
      return `${where} is ${value(p.target)} in this order${committed}`;
    case 'path_equals':
      return `${where} is the path ${p.target.map((s) => `"${s}"`).join(' › ')}${committed}`;
    case 'range_equals':
      return `${where} is the range ${p.target[0]}–${p.target[1]} (each end ${tolerance(p.tolerance)})${committed}`;
    case 'color_within':
      return `${where} is the colour ${p.target}${p.tolerance ? ` within ΔE*ab ${p.tolerance}` : ''}${committed}`;
  }
}

export function predicateInWords(p: Predicate): string {
  if (p.kind !== 'all') return leafWords(p);
  const parts = p.of.map(predicateInWords);
  return parts.length === 1 ? parts[0] : `all of: ${parts.map((s, i) => `(${i + 1}) ${s}`).join('; ')}`;
}
