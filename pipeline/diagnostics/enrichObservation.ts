/**
 * Optional model pass over a Layer 2 observation (off unless a model config is given). The model
 * reads the task packet and the deterministic draft and answers with an observation in the same
 * schema; the answer is validated with that schema and checked against the packet (same task,
 * evidence pointing at steps that exist). Only the interpretive fields — primary category,
 * secondary tags, evidence, explanation — are taken from it; counts and contrasts stay as
 * computed. Anything invalid keeps the deterministic record and says why in `enrichment.note`.
 */
import { z } from 'zod';
import { canonicalJson } from '../../src/core/json';
import { AgentError } from '../agents/agent';
import { chat, type ChatMessage } from '../agents/model/chatClient';
import type { ModelConfig } from '../agents/model/config';
import { CATEGORY_GLOSS, FAILURE_CATEGORIES } from './categories';
import { buildObservation, ObservationSchema, type TaskObservation } from './observation';
import type { TaskPacket } from './packet';

/** Fields the model may change; everything else is a computed fact. */
const INTERPRETIVE = ['primary_category', 'secondary_tags', 'evidence', 'explanation'] as const;
const FACTS = ['task_id', 'canonical_type', 'family', 'runs', 'category_counts', 'modes', 'mode_contrasts'] as const;

export function enrichmentMessages(packet: TaskPacket, draft: TaskObservation): ChatMessage[] {
  const categories = FAILURE_CATEGORIES.map((c) => `- ${c}: ${CATEGORY_GLOSS[c]}`).join('\n');
  const system = [
    'You analyse why computer-use agents failed a UI component task, from the task packet and the recorded action traces.',
    `Failure categories:\n${categories}`,
    'Answer with exactly one JSON object and nothing else. It must match this JSON Schema:',
    JSON.stringify(z.toJSONSchema(ObservationSchema)),
    `Copy ${FACTS.join(', ')} unchanged from the draft. You may revise ${INTERPRETIVE.join(', ')}.`,
    'Evidence must point at a run_id, step and action_index that appear in the packet traces.',
    'Set "source" to "llm" and "enrichment" to null.',
  ].join('\n\n');
  const user = `Task packet:\n${canonicalJson(packet)}\n\nDraft observation:\n${canonicalJson(draft)}`;
  return [{ role: 'system', content: system }, { role: 'user', content: user }];
}

/** The JSON object in a reply: the last fenced block if any, else the outermost braces. */
function jsonText(reply: string): string | null {
  let text = reply;
  const think = text.lastIndexOf('</think>');
  if (think >= 0) text = text.slice(think + '</think>'.length);
  const fences = [...text.matchAll(/```(?:json)?\s*\n?([\s\S]*?)```/g)];
  if (fences.length) text = fences[fences.length - 1][1];
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : null;
}

export type ModelVerdict = { ok: true; observation: TaskObservation } | { ok: false; reason: string };

/** Validate a model reply against the schema and the packet, and merge it into the draft. */
export function acceptModelReply(reply: string, packet: TaskPacket, draft: TaskObservation, model: string): ModelVerdict {
  const text = jsonText(reply);
  if (text === null) return { ok: false, reason: 'the reply holds no JSON object' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, reason: `the reply is not valid JSON (${(e as Error).message})` };
  }
  const parsed = ObservationSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `the reply does not match the observation schema: ${issue.path.join('.') || 'record'}: ${issue.message}` };
  }
  const got = parsed.data;
  if (got.task_id !== draft.task_id) return { ok: false, reason: `the reply is about task "${got.task_id}", not "${draft.task_id}"` };
  const steps = new Set(packet.runs.flatMap((r) => (r.trace ?? []).map((t) => `${r.run_id}\u0000${t.step}\u0000${t.action_index}`)));
  const bad = got.evidence.find((e) => !steps.has(`${e.run_id}\u0000${e.step}\u0000${e.action_index}`));
  if (bad) return { ok: false, reason: `evidence points at run "${bad.run_id}" step ${bad.step}.${bad.action_index}, which no failed trace in the packet has` };
  const changed = FACTS.filter((k) => canonicalJson(got[k]) !== canonicalJson(draft[k]));
  const merged = {
    ...draft,
    ...Object.fromEntries(INTERPRETIVE.map((k) => [k, got[k]])),
    source: 'llm' as const,
    enrichment: {
      model,
      status: 'accepted' as const,
      note: changed.length ? `accepted; the reply changed computed fields (${changed.join(', ')}), which were kept as computed` : 'accepted',
    },
  };
  const final = ObservationSchema.safeParse(merged);
  if (!final.success) {
    const issue = final.error.issues[0];
    return { ok: false, reason: `the revised observation is inconsistent: ${issue.path.join('.') || 'record'}: ${issue.message}` };
  }
  return { ok: true, observation: final.data };
}

/** Ask the model to revise a draft observation; on any failure the draft is kept, with the reason. */
export async function enrichObservation(packet: TaskPacket, draft: TaskObservation, cfg: ModelConfig): Promise<TaskObservation> {
  let reply: string;
  try {
    reply = (await chat(cfg, enrichmentMessages(packet, draft))).text;
  } catch (e) {
    if (!(e instanceof AgentError)) throw e;
    return { ...draft, enrichment: { model: cfg.model, status: 'rejected', note: `model call failed: ${e.message}` } };
  }
  const verdict = acceptModelReply(reply, packet, draft, cfg.model);
  return verdict.ok ? verdict.observation : { ...draft, enrichment: { model: cfg.model, status: 'rejected', note: verdict.reason } };
}

export interface ObserveOptions {
  /** A model to revise observations of tasks with failures; null or absent keeps them deterministic. */
  llm?: ModelConfig | null;
}

/** The Layer 2 observation of one packet (model revision only when asked and when a run failed). */
export async function observeTask(packet: TaskPacket, opts: ObserveOptions = {}): Promise<TaskObservation> {
  const draft = buildObservation(packet);
  if (!opts.llm || draft.runs.failed === 0) return draft;
  return enrichObservation(packet, draft, opts.llm);
}
