/** Core-task helpers shared by the free-text entry types (single-line, multi-line, password, search). */
import { z } from 'zod';
import type { Json } from '../../core/json';
import type { ReferenceStep } from '../../core/taskSpec';
import type { CoreContext, CoreTask } from '../family';
import type { Rng } from '../rng';

/** Params every labelled text field has: its label, its text on load, and optional placeholder and help text. */
export const entryShape = {
  label: z.string().min(1),
  initial: z.string(),
  placeholder: z.string().optional(),
  hint: z.string().optional(),
};

/** Values of one kind of field, by difficulty bucket (longer and more punctuated as buckets rise). */
export type Graded<T = string> = Record<CoreContext['bucket'], readonly T[]>;

/** Longest value the reference picture shows legibly on one line. */
export const PICTURE_CHARS = 22;

/** Whether a value suits the task's guidance: a picture shows only short single-line values. */
export function fits(ctx: CoreContext, v: string): boolean {
  return ctx.scene.guidance === 'text' || (v.length <= PICTURE_CHARS && !v.includes('\n'));
}

/** A value of the task's bucket, falling back to easier buckets when a picture needs a short one. */
export function gradedPick(ctx: CoreContext, g: Graded): string {
  const order: CoreContext['bucket'][] = ctx.bucket === 'hard' ? ['hard', 'mid', 'easy'] : ctx.bucket === 'mid' ? ['mid', 'easy'] : ['easy'];
  for (const b of order) {
    const ok = g[b].filter((v) => fits(ctx, v));
    if (ok.length) return ctx.rng.pick(ok);
  }
  return ctx.rng.pick(g.easy);
}

/** A near miss of a typed value: one character left out (never the value itself). */
export function nearMiss(rng: Rng, s: string): string {
  if (s.length === 0) return ' ';
  const i = rng.int(0, s.length - 1);
  return s.slice(0, i) + s.slice(i + 1);
}

/** How a typed value reads in an instruction. */
export const quoted = (s: string) => `"${s}"`;

export interface EntryCore<P> {
  label: string;
  /** Chromium's role of the field (textbox, searchbox, spinbutton). */
  role: string;
  /** The field's value on load and the value to reach. */
  initial: string;
  target: string;
  params: P;
  /** State field holding the value (default `value`). */
  field?: string;
  /** How the goal names the field (default: the "<label>" field). */
  where?: string;
  /** Goal phrases where the plain "enter … in …" does not say it. */
  goal?: Partial<CoreTask<P>['goal']>;
  /** Steps after typing (e.g. submitting). */
  after?: ReferenceStep[];
  /** Checks and near misses beyond the value itself. */
  extra?: Partial<Pick<CoreTask<P>, 'checks' | 'wrong'>>;
  why: string;
}

/** Type a value into one labelled field (replacing what it holds), or clear it when the target is empty. */
export function entryCore<P extends Record<string, Json>>(ctx: CoreContext, o: EntryCore<P>): CoreTask<P> {
  const field = o.field ?? 'value';
  const where = o.where ?? `the "${o.label}" field`;
  const miss = o.target === '' ? o.initial.slice(0, 1) : nearMiss(ctx.rng, o.target);
  return {
    params: o.params,
    checks: [{ kind: 'equals', field, target: o.target }, ...(o.extra?.checks ?? [])],
    goal: {
      text: o.target === '' ? `clear ${where} so that it is empty` : `enter ${quoted(o.target)} in ${where}`,
      reference: `enter the text shown in the reference picture in ${where}`,
      mixed: `enter the text shown in the reference picture in ${where} (${o.target.length} characters, starting with "${o.target[0]}")`,
      ...o.goal,
    },
    solution: [{ do: 'fill', target: ctx.scope({ role: o.role, name: o.label }), text: o.target }, ...(o.after ?? [])],
    wrong: [{ why: o.target === '' ? 'one character left behind' : 'one character missing', fields: { [field]: miss } }, ...(o.extra?.wrong ?? [])],
    why: o.why,
  };
}

/**
 * What every editor family (code, JSON, markdown) shares: the three libraries, no table of
 * instances (a document's editor is no cell of a table), and how hard editing a document is.
 */
export const EDITOR_FAMILY = {
  libraries: ['antd', 'mui', 'mantine'],
  excludeWrappers: ['table_operation'],
  baseAxes: { precision_requirement: 3, feedback_dynamics: 2, semantic_observability: 2 },
} as const;
