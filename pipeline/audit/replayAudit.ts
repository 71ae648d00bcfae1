/**
 * Replaying reference solutions for the realized-difficulty audit. The oracle resolves each
 * reference step to an element (the same resolution it uses in any run); before the action the
 * target is scrolled into view as the executor would and measured, the page is measured before and
 * after, and after a hold without input the page is read again to see which feedback stayed.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import sharp from 'sharp';
import { jsonEqual, type Json } from '../../src/core/json';
import { leafPredicates } from '../../src/core/predicate';
import { SOLE_INSTANCE, type CommittedState } from '../../src/core/state';
import type { ReferenceStep, TaskSpec } from '../../src/core/taskSpec';
import { AgentError } from '../agents/agent';
import { OracleAgent } from '../agents/oracle';
import { parseAction } from '../harness/actionGrammar';
import { launchChromium, VIEWPORT } from '../harness/browser';
import { DEFAULT_TASK_URL } from '../harness/runSuite';
import { serveTaskPages } from '../harness/staticServer';
import { HarnessError, TaskEnv, type Observation } from '../harness/taskEnv';
import { forEachConcurrent } from '../harness/workerPool';
import {
  ANIMATIONS_DONE, ariaRichness, domFeatures, fittsId, HARNESS_BOXES, IN_VIEW_PROBE, pixelPersistence, scrollRequired,
  STATE_PROBE, TARGET_PROBE, VISIBLE_STATE_PROBE, type Box, type DomFeatures, type Picture, type ReplayMeasurement,
  type StateMeasure, type StepRecord, type TargetMeasure,
} from './features';

export interface ReplayOptions {
  /** How long the page is left alone after each action before feedback is read again, ms. */
  holdMs: number;
  /** Wall clock for one task's replay, ms. */
  taskTimeoutMs?: number;
}

/** One task's replay: its measurements and the features 1–16 folded from them. */
export interface TaskReplay {
  task_id: string;
  /** The page reported success after the last reference action. */
  solved: boolean;
  /** Why the replay stopped early or failed, when it did. */
  error: string | null;
  duration_ms: number;
  scroll_required: boolean;
  measurement: ReplayMeasurement | null;
  dom: DomFeatures | null;
}

/** Reference verbs that move the pointer onto their target (press only when focus must move). */
const POINTER_VERBS = new Set<ReferenceStep['do']>(['click', 'hover', 'fill', 'select_option', 'drag_and_drop', 'upload_file']);

async function callOn<T>(cdp: CDPSession, backendNodeId: number, fn: string, args: unknown[] = []): Promise<T> {
  const { object } = await cdp.send('DOM.resolveNode', { backendNodeId });
  if (!object.objectId) throw new HarnessError(`element ${backendNodeId} has no script object`);
  try {
    const { result, exceptionDetails } = await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId, functionDeclaration: fn, arguments: args.map((value) => ({ value })), returnByValue: true,
    });
    if (exceptionDetails) throw new HarnessError(`measurement failed in the page: ${exceptionDetails.exception?.description?.split('\n')[0] ?? exceptionDetails.text}`);
    return result.value as T;
  } finally {
    await cdp.send('Runtime.releaseObject', { objectId: object.objectId }).catch(() => {});
  }
}

/** The viewport as raw RGB, straight from the compositor (nothing injected into the page). */
async function picture(cdp: CDPSession): Promise<Picture> {
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true });
  const { data: rgb, info } = await sharp(Buffer.from(data, 'base64')).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgb };
}

const evaluate = <T>(page: Page, script: string, arg?: unknown): Promise<T> =>
  (arg === undefined ? page.evaluate(`(${script})()`) : page.evaluate(`(${script})(${JSON.stringify(arg)})`)) as Promise<T>;

/** The instance the goal is about, and its fields, in a reported state. */
function goalInstance(task: TaskSpec, state: CommittedState | null): { key: string; fields: Record<string, Json> } | null {
  if (!state) return null;
  const keys = Object.keys(state.instances);
  const named = leafPredicates(task.predicate).find((l) => l.instance !== undefined)?.instance;
  const key = named ?? (keys.length === 1 ? keys[0] : keys.includes(SOLE_INSTANCE) ? SOLE_INSTANCE : keys[0]);
  const inst = key !== undefined ? state.instances[key] : undefined;
  return inst ? { key, fields: inst.fields } : null;
}

async function visibleState(page: Page, task: TaskSpec, state: CommittedState | null): Promise<number | null> {
  const goal = goalInstance(task, state);
  return goal ? evaluate<number | null>(page, VISIBLE_STATE_PROBE, goal) : null;
}

const KEY_VERBS = new Set<ReferenceStep['do']>(['keyboard_press', 'keyboard_type']);
/** Turns the replay gives the oracle per reference step before it calls the replay stuck. */
const MAX_TURNS_PER_STEP = 10;

/** Backend DOM nodes of the elements an oracle action names, through the observation it answered. */
function targetIds(action: string, obs: Observation): number[] {
  const parsed = parseAction(action);
  if (parsed.name === 'scroll') return [];
  const ids = parsed.name === 'drag_and_drop' ? [parsed.args[0], parsed.args[1]] : [parsed.args[0]];
  return ids.map((v) => {
    const n = obs.elements.get(String(v));
    if (n === undefined) throw new HarnessError(`oracle action ${action} does not name an element of its observation`);
    return n;
  });
}

/**
 * What a key acts on: the option the focused element marks active (a listbox or menu driven from
 * its input), else the focused element itself; null when focus rests on the document.
 */
async function keyboardTarget(cdp: CDPSession): Promise<number | null> {
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `(() => {
      const el = document.activeElement;
      if (!el || el === document.body || el === document.documentElement) return null;
      const active = el.getAttribute('aria-activedescendant');
      return (active && el.getRootNode().getElementById?.(active)) || el;
    })()`,
  });
  if (!result.objectId) return null;
  try {
    return (await cdp.send('DOM.describeNode', { objectId: result.objectId })).node.backendNodeId;
  } finally {
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId }).catch(() => {});
  }
}

/** Replay one task in an open environment; `cdp` is a session on the environment's page. */
export async function replayTask(env: TaskEnv, cdp: CDPSession, task: TaskSpec, opts: ReplayOptions): Promise<TaskReplay> {
  const t0 = performance.now();
  const page = env.currentPage;
  let obs: Observation = await env.reset(task.id, task.files);
  let state = (await env.settle()).state;
  const initialVisible = await visibleState(page, task, state);
  const agent = new OracleAgent();
  agent.reset(task, { mode: env.mode, convention: env.convention, probe: env, maxActionsPerTurn: 1 });
  // The pointer starts at the viewport centre: a neutral place, not the corner Playwright parks it in.
  let pointer = { x: VIEWPORT.width / 2, y: VIEWPORT.height / 2 };
  let focused: number | null = null;
  let solved = false;
  let error: string | null = null;
  const steps: StepRecord[] = [];

  // Every action the oracle issues is measured, one step each: a reference step may take more
  // than one (a seek in a virtual list points at a row and turns the wheel twice before its click),
  // and those actions are part of what the task asks of an agent. A turn's wait (noop) is not.
  const maxTurns = MAX_TURNS_PER_STEP * task.reference_solution.length;
  for (let turn = 0; !agent.finished && turn < maxTurns; turn++) {
    let action: string;
    try {
      action = (await agent.act(obs)).actions[0];
    } catch (e) {
      if (e instanceof AgentError) { error = `action ${turn + 1}: ${e.message}`; break; }
      throw e;
    }
    const verb = parseAction(action).name as ReferenceStep['do'] | 'noop';
    if (verb === 'noop') {
      const waited = await env.step(action);
      state = waited.state;
      if (waited.done) { solved = true; break; }
      obs = await env.observe();
      continue;
    }
    const index = steps.length;
    const byKey = KEY_VERBS.has(verb);
    const keyed = byKey ? await keyboardTarget(cdp) : null;
    const ids = !byKey ? targetIds(action, obs) : keyed === null ? [] : [keyed];
    const targets: TargetMeasure[] = [];
    for (const id of ids) {
      const inView = await callOn<boolean>(cdp, id, IN_VIEW_PROBE);
      // A key reaches its target where it is; the executor scrolls only what the pointer aims at.
      if (!byKey) await cdp.send('DOM.scrollIntoViewIfNeeded', { backendNodeId: id }).catch(() => { /* text nodes: their parent is measured */ });
      const { exposes_state: exposesState, ...m } = await callOn<Omit<TargetMeasure, 'role' | 'name' | 'in_view_before' | 'aria' | 'fitts_id' | 'via'> & { exposes_state: boolean }>(cdp, id, TARGET_PROBE);
      const node = obs.axtree?.nodes.find((n) => n.backendId === id);
      const moves = !byKey && (POINTER_VERBS.has(verb) || (verb === 'press' && focused !== id));
      const fitts = moves ? fittsId(pointer, m.box) : null;
      if (moves) pointer = { x: m.box.x + m.box.w / 2, y: m.box.y + m.box.h / 2 };
      if (!byKey) focused = id;
      targets.push({
        ...m, role: node?.role ?? '', name: node?.name ?? '', in_view_before: inView,
        aria: node ? ariaRichness(node, exposesState) : 0, fitts_id: fitts, via: byKey ? 'keyboard' : 'pointer',
      });
    }
    const before = await evaluate<StateMeasure>(page, STATE_PROBE);
    const shotBefore = await picture(cdp);
    env.beginTurn();
    const result = await env.step(action);
    await evaluate(page, ANIMATIONS_DONE);
    const after = await evaluate<StateMeasure>(page, STATE_PROBE);
    const shotAfter = await picture(cdp);
    // A deliberate wait: persistence is what is still on screen after a pause without input.
    await page.waitForTimeout(opts.holdMs);
    const shotHeld = await picture(cdp);
    steps.push({
      index, do: verb, action: result.action, error: result.error, targets, before, after,
      persistence: pixelPersistence(shotBefore, shotAfter, shotHeld, await evaluate<Box[]>(page, HARNESS_BOXES)),
      state_changed: !jsonEqual(state as Json | null, result.state as Json | null),
    });
    state = result.state;
    if (result.done) { solved = true; break; }
    obs = await env.observe();
  }
  if (!solved && !error) error = 'the reference solution did not reach the success state';
  const measurement: ReplayMeasurement = { steps, visible_state: { initial: initialVisible, final: await visibleState(page, task, state) } };
  return {
    task_id: task.id, solved, error, duration_ms: Math.round(performance.now() - t0),
    scroll_required: scrollRequired(measurement), measurement, dom: domFeatures(measurement),
  };
}

function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([p, new Promise<T>((_, reject) => { timer = setTimeout(() => reject(new HarnessError(`${what} took longer than ${ms} ms`)), ms); })])
    .finally(() => clearTimeout(timer));
}

interface Worker {
  context: BrowserContext;
  env: TaskEnv;
  cdp: CDPSession;
}

export interface ReplayAuditOptions extends ReplayOptions {
  /** Serve this built site… */
  siteDir?: string;
  /** …or use a site already being served at this base URL. */
  baseUrl?: string;
  workers?: number;
  onTask?(r: TaskReplay, done: number, total: number): void;
}

/**
 * Replay every task, `workers` browser contexts at a time. A harness failure gets one fresh
 * context and a second try; a task that still fails is reported with its error and no features.
 */
export async function replayAudit(tasks: TaskSpec[], o: ReplayAuditOptions): Promise<TaskReplay[]> {
  if (!o.siteDir && !o.baseUrl) throw new Error('replayAudit needs siteDir or baseUrl');
  const site = o.baseUrl ? null : await serveTaskPages(o.siteDir!);
  const base = (o.baseUrl ?? site!.url).replace(/\/$/, '');
  const browser = await launchChromium();
  const open = async (): Promise<Worker> => {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const env = await TaskEnv.open(context, { taskUrl: (id) => `${base}${DEFAULT_TASK_URL.replace('{id}', encodeURIComponent(id))}`, mode: 'axtree' });
    return { context, env, cdp: await context.newCDPSession(env.currentPage) };
  };
  const timeout = o.taskTimeoutMs ?? 60_000 + 30 * o.holdMs;
  const out: TaskReplay[] = [];
  try {
    await forEachConcurrent(tasks, o.workers ?? 2, open, async (w, task) => {
      let r: TaskReplay | null = null;
      for (let attempt = 0; attempt < 2 && !r; attempt++) {
        try {
          r = await within(replayTask(w.env, w.cdp, task, o), timeout, `replaying ${task.id}`);
        } catch (e) {
          const message = e instanceof Error ? e.message.split('\n')[0] : String(e);
          await w.context.close().catch(() => {});
          Object.assign(w, await open());
          if (attempt === 1) {
            r = { task_id: task.id, solved: false, error: `harness: ${message}`, duration_ms: 0, scroll_required: false, measurement: null, dom: null };
          }
        }
      }
      out.push(r!);
      o.onTask?.(r!, out.length, tasks.length);
    }, (w) => w.context.close());
  } finally {
    await browser.close();
    await site?.close();
  }
  return out.sort((a, b) => (a.task_id < b.task_id ? -1 : a.task_id > b.task_id ? 1 : 0));
}
