/**
 * The four observation/action spaces. Each mode decides what the agent sees (screenshot, AX-tree
 * text, marks, serialized DOM) and which actions it may take, and maps the ids it shows to DOM
 * nodes. Everything a mode shows or accepts is recorded in the run manifest.
 */
import type { CDPSession, Page } from 'playwright-core';
import type { FolderFile } from '../../src/core/taskSpec';
import type { Manifest, ModeName } from '../runs/records';
import { actionGroup, type ActionName } from './actionGrammar';
import { captureAxTree, type AxTree } from './axtreeObservation';
import type { Convention } from './coordinates';
import { interactiveElements, markLegend, serializeElements } from './interactiveElements';
import { drawMarks } from './somMarks';

export interface Observation {
  mode: ModeName;
  /** Turns taken so far in this episode. */
  step: number;
  url: string;
  /** The text part of the observation (empty in pixel mode). */
  text: string;
  /** Agent-facing element id → backend DOM node id (empty when acting by coordinates). */
  elements: Map<string, number>;
  /** The task's folder: what a file chooser offers (upload_file), in every mode. */
  files: readonly FolderFile[];
  /** The accessibility tree, when the mode shows it (axtree, som). */
  axtree: AxTree | null;
  /** The screenshot the agent sees (with marks in som), PNG, captured on first use. */
  screenshot(): Promise<Buffer>;
  /** The screenshot without marks. */
  plainScreenshot(): Promise<Buffer>;
  lastActionError: string | null;
}

/** The line of an observation that shows element `id` (every mode prints it as `[id]` first), trimmed. */
export function observationLine(text: string | null, id: string): string | null {
  return text?.split('\n').find((l) => l.trimStart().startsWith(`[${id}]`))?.trim() ?? null;
}

export interface ModeSpec {
  name: ModeName;
  flags: Omit<Manifest['mode_flags'], 'coordinate_convention'>;
  allows(action: ActionName): boolean;
  capture(page: Page, cdp: CDPSession, viewport: { width: number; height: number }): Promise<Omit<Observation, 'mode' | 'step' | 'url' | 'files' | 'lastActionError'>>;
}

const lazy = (f: () => Promise<Buffer>) => {
  let p: Promise<Buffer> | null = null;
  return () => (p ??= f());
};

const byId = (tree: AxTree) => new Map(tree.nodes.flatMap((n) => (n.id !== null && n.backendId !== null ? [[n.id, n.backendId] as const] : [])));
const shot = (page: Page) => lazy(() => page.screenshot({ type: 'png' }));

export const MODES: Record<ModeName, ModeSpec> = {
  axtree: {
    name: 'axtree',
    flags: { screenshot: true, axtree: true, marks: false, dom: false, acts_by: 'id', max_actions_per_turn: 1 },
    allows: (a) => actionGroup(a) !== 'coordinate',
    async capture(page, cdp) {
      const axtree = await captureAxTree(cdp, true);
      const plain = shot(page);
      return { text: axtree.text, elements: byId(axtree), axtree, screenshot: plain, plainScreenshot: plain };
    },
  },
  som: {
    name: 'som',
    flags: { screenshot: true, axtree: false, marks: true, dom: false, acts_by: 'id', max_actions_per_turn: 1 },
    allows: (a) => actionGroup(a) !== 'coordinate',
    async capture(page, cdp, viewport) {
      const marks = await interactiveElements(cdp, viewport);
      const plain = shot(page);
      return {
        text: markLegend(marks),
        elements: new Map(marks.map((m) => [String(m.index), m.backendNodeId])),
        axtree: null,
        screenshot: lazy(async () => drawMarks(await plain(), marks)),
        plainScreenshot: plain,
      };
    },
  },
  pixel: {
    name: 'pixel',
    flags: { screenshot: true, axtree: false, marks: false, dom: false, acts_by: 'coordinates', max_actions_per_turn: 1 },
    allows: (a) => actionGroup(a) !== 'element',
    async capture(page) {
      const plain = shot(page);
      return { text: '', elements: new Map(), axtree: null, screenshot: plain, plainScreenshot: plain };
    },
  },
  browser_use: {
    name: 'browser_use',
    flags: { screenshot: true, axtree: false, marks: false, dom: true, acts_by: 'index', max_actions_per_turn: 4 },
    allows: (a) => actionGroup(a) !== 'coordinate',
    async capture(page, cdp, viewport) {
      const elements = await interactiveElements(cdp, viewport);
      const plain = shot(page);
      return { text: serializeElements(elements), elements: new Map(elements.map((e) => [String(e.index), e.backendNodeId])), axtree: null, screenshot: plain, plainScreenshot: plain };
    },
  },
};

export function modeFlags(mode: ModeName, convention: Convention): Manifest['mode_flags'] {
  return { ...MODES[mode].flags, coordinate_convention: mode === 'pixel' ? convention : 'none' };
}
