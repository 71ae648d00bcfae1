/**
 * Layer 2 of the diagnostic pipeline: one structured observation per task, derived from its packet
 * without any model — the dominant failure category across failed runs, the other categories seen,
 * where one agent passes in one mode and fails in another, step pointers, and an explanation
 * assembled from those fields by a fixed template. An optional model pass (enrichObservation.ts)
 * may rewrite the interpretive fields; it is validated against this same schema.
 */
import { z } from 'zod';
import { RUN_MODES, type RunMode } from '../runs/records';
import { CATEGORY_GLOSS, CATEGORY_TITLES, FAILURE_CATEGORIES, FailureCategorySchema, type FailureCategory } from './categories';
import type { TaskPacket } from './packet';

/** Most evidence pointers an observation carries (the earliest runs and steps first). */
export const MAX_OBSERVATION_EVIDENCE = 12;

/** Contrasts spelled out in the explanation (the rest are counted); keeps it within its length cap. */
const MAX_EXPLAINED_CONTRASTS = 4;

const ModeSchema = z.enum(RUN_MODES);

export const ObservationEvidenceSchema = z.strictObject({
  run_id: z.string().min(1),
  step: z.number().int().min(1),
  action_index: z.number().int().min(0),
  reason: z.string().min(1).max(400),
});
export type ObservationEvidence = z.infer<typeof ObservationEvidenceSchema>;

export const ModeContrastSchema = z.strictObject({
  agent: z.string().min(1),
  model: z.string().nullable(),
  passes_in: z.array(ModeSchema).min(1),
  fails_in: z.array(ModeSchema).min(1),
});
export type ModeContrast = z.infer<typeof ModeContrastSchema>;

export const ObservationSchema = z.strictObject({
  task_id: z.string().min(1),
  canonical_type: z.string().min(1),
  family: z.string().nullable(),
  runs: z.strictObject({ total: z.number().int().min(0), passed: z.number().int().min(0), failed: z.number().int().min(0) }),
  /** Null when no run failed. */
  primary_category: FailureCategorySchema.nullable(),
  /** Other failure categories seen on this task, most frequent first. */
  secondary_tags: z.array(FailureCategorySchema),
  category_counts: z.array(z.strictObject({ category: FailureCategorySchema, runs: z.number().int().min(1) })),
  modes: z.array(z.strictObject({ mode: ModeSchema, passed: z.number().int().min(0), failed: z.number().int().min(0) })),
  mode_contrasts: z.array(ModeContrastSchema),
  evidence: z.array(ObservationEvidenceSchema).max(MAX_OBSERVATION_EVIDENCE),
  explanation: z.string().min(1).max(1500),
  source: z.enum(['deterministic', 'llm']),
  enrichment: z.strictObject({ model: z.string().min(1), status: z.enum(['accepted', 'rejected']), note: z.string() }).nullable(),
}).superRefine((o, ctx) => {
  if (o.runs.passed + o.runs.failed !== o.runs.total) ctx.addIssue({ code: 'custom', path: ['runs'], message: 'passed + failed must equal total' });
  if ((o.primary_category === null) !== (o.runs.failed === 0)) {
    ctx.addIssue({ code: 'custom', path: ['primary_category'], message: 'a primary category is required exactly when some run failed' });
  }
  if (o.primary_category !== null && o.secondary_tags.includes(o.primary_category)) {
    ctx.addIssue({ code: 'custom', path: ['secondary_tags'], message: 'the primary category is not also a secondary tag' });
  }
  if (o.runs.failed === 0 && o.evidence.length) ctx.addIssue({ code: 'custom', path: ['evidence'], message: 'no evidence without a failed run' });
});
export type TaskObservation = z.infer<typeof ObservationSchema>;

const rank = (c: FailureCategory) => FAILURE_CATEGORIES.indexOf(c);
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Per agent (name and model): the modes it passes in against the modes it fails in. */
export function modeContrasts(packet: TaskPacket): ModeContrast[] {
  const byAgent = new Map<string, { agent: string; model: string | null; pass: Set<RunMode>; fail: Set<RunMode> }>();
  for (const r of packet.runs) {
    const key = JSON.stringify([r.agent, r.model]);
    const g = byAgent.get(key) ?? { agent: r.agent, model: r.model, pass: new Set<RunMode>(), fail: new Set<RunMode>() };
    (r.failure ? g.fail : g.pass).add(r.mode);
    byAgent.set(key, g);
  }
  const order = (s: Set<RunMode>) => RUN_MODES.filter((m) => s.has(m));
  return [...byAgent.values()]
    // A mode with both a pass and a failure (repeated runs) is no contrast.
    .map((g) => ({ agent: g.agent, model: g.model, passes_in: order(g.pass).filter((m) => !g.fail.has(m)), fails_in: order(g.fail).filter((m) => !g.pass.has(m)) }))
    .filter((c) => c.passes_in.length && c.fails_in.length)
    .sort((a, b) => cmp(a.agent, b.agent) || cmp(a.model ?? '', b.model ?? ''));
}

function listing(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The templated explanation: every clause is read off the observation's own fields. */
export function explain(o: Omit<TaskObservation, 'explanation'>): string {
  const { total, failed } = o.runs;
  if (total === 0) return 'No agent run covers this task yet.';
  if (failed === 0) return `All ${total} run(s) passed; there is no failure to explain.`;
  const primary = o.primary_category!;
  const n = o.category_counts.find((c) => c.category === primary)?.runs ?? 0;
  const parts = [
    `${failed} of ${total} run(s) failed.`,
    `Main mechanism: ${CATEGORY_TITLES[primary]} (${n} of ${failed} failed run(s)): ${CATEGORY_GLOSS[primary]}.`,
  ];
  if (o.secondary_tags.length) parts.push(`Also seen: ${listing(o.secondary_tags.map((c) => CATEGORY_TITLES[c]))}.`);
  for (const c of o.mode_contrasts.slice(0, MAX_EXPLAINED_CONTRASTS)) {
    parts.push(`${c.model ? `${c.agent} (${c.model})` : c.agent} passes in ${listing(c.passes_in)} but fails in ${listing(c.fails_in)}.`);
  }
  const more = o.mode_contrasts.length - MAX_EXPLAINED_CONTRASTS;
  if (more > 0) parts.push(`${more} more agent(s) pass in one mode and fail in another.`);
  const e = o.evidence[0];
  if (e) parts.push(`First evidence: run ${e.run_id}, step ${e.step}: ${e.reason.slice(0, 200).replace(/\.$/, '')}.`);
  return parts.join(' ');
}

/** The deterministic observation of one task packet. */
export function buildObservation(packet: TaskPacket): TaskObservation {
  const failedRuns = packet.runs.filter((r) => r.failure);
  const counts = new Map<FailureCategory, number>();
  for (const r of failedRuns) counts.set(r.failure!.category, (counts.get(r.failure!.category) ?? 0) + 1);
  const category_counts = [...counts.entries()]
    .map(([category, runs]) => ({ category, runs }))
    .sort((a, b) => b.runs - a.runs || rank(a.category) - rank(b.category));
  const primary = category_counts[0]?.category ?? null;

  // Secondary: other primaries first (by count), then categories only seen as secondary labels.
  const secondaryCounts = new Map<FailureCategory, number>();
  for (const r of failedRuns) for (const c of r.failure!.secondary) secondaryCounts.set(c, (secondaryCounts.get(c) ?? 0) + 1);
  const secondary_tags = [
    ...category_counts.map((c) => c.category),
    ...[...secondaryCounts.entries()].sort((a, b) => b[1] - a[1] || rank(a[0]) - rank(b[0])).map(([c]) => c),
  ].filter((c, i, all) => c !== primary && all.indexOf(c) === i);

  const evidence = failedRuns
    .filter((r) => r.failure!.category === primary)
    .flatMap((r) => r.failure!.evidence.map((e) => ({ run_id: r.run_id, step: e.step, action_index: e.action_index, reason: e.reason.slice(0, 400) })))
    .slice(0, MAX_OBSERVATION_EVIDENCE);

  const modes = RUN_MODES
    .map((mode) => ({ mode, passed: packet.runs.filter((r) => r.mode === mode && !r.failure).length, failed: packet.runs.filter((r) => r.mode === mode && r.failure).length }))
    .filter((m) => m.passed + m.failed > 0);

  const draft: Omit<TaskObservation, 'explanation'> = {
    task_id: packet.task_id,
    canonical_type: packet.spec.canonical_type,
    family: packet.metadata.family,
    runs: { total: packet.runs.length, passed: packet.runs.length - failedRuns.length, failed: failedRuns.length },
    primary_category: primary,
    secondary_tags,
    category_counts,
    modes,
    mode_contrasts: modeContrasts(packet),
    evidence,
    source: 'deterministic',
    enrichment: null,
  };
  return ObservationSchema.parse({ ...draft, explanation: explain(draft) });
}
