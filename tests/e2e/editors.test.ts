/**
 * The code, JSON, markdown and rich text editors in Chromium, driven through the harness as an agent drives them: the
 * editor's own behaviour stays real (CodeMirror indents a new line inside a block by itself, its
 * Undo undoes), the state holds the document as the verifier compares it, and a JSON document that
 * does not parse never reaches the state while the editor says why; a markdown editor's toolbar
 * formats the selection and its preview renders what the state holds; a rich text editor formats
 * nothing without a selection, and the state ignores the space a word selection takes with it.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTasks } from '../../pipeline/content/tasks';
import { VIEWPORT } from '../../pipeline/harness/browser';
import { TaskEnv } from '../../pipeline/harness/taskEnv';
import type { Json } from '../../src/core/json';
import type { TaskSpec } from '../../src/core/taskSpec';
import { useSite } from './browser';

const tasks = loadTasks();
const LIBS = ['antd', 'mui', 'mantine'] as const;

/** A task of the type on the library whose only reference step is the edit itself. */
function plain(type: string, lib: string, initial: (p: Record<string, Json>) => boolean): TaskSpec {
  const t = tasks.find((x) => x.canonical_type === type && x.library === lib && x.reference_steps === 1 && initial(x.params as Record<string, Json>));
  if (!t) throw new Error(`no plain ${type} task on ${lib}`);
  return t;
}

/** The id of the first element on a line of the observation matching `pattern`. */
function idOf(text: string, pattern: RegExp): string {
  const m = text.split('\n').find((l) => pattern.test(l))?.match(/\[(\d+)\]/);
  if (!m) throw new Error(`no element matching ${pattern} in:\n${text}`);
  return m[1];
}

/** The value the observation shows for a textbox (quotes escaped as the AX text writes them). */
function valueOf(text: string, id: string): string {
  const at = text.indexOf(`[${id}] textbox`);
  const m = /value='((?:[^'\\]|\\.)*)'/.exec(text.slice(at));
  return (m?.[1] ?? '').replace(/\\'/g, "'");
}

/**
 * The control that switches a markdown editor's view: MUI's tab, or the label around antd's and
 * Mantine's hidden radio (the radio itself takes no click).
 */
function switchTo(text: string, view: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => new RegExp(`(tab|radio) '${view}'`, 'i').test(l));
  if (at < 0) throw new Error(`no ${view} switch in:\n${text}`);
  // antd wraps the radio in its label, Mantine puts the label right after it.
  const line = / tab '/.test(lines[at]) ? lines[at] : [lines[at - 1], lines[at + 1]].find((l) => /LabelText/.test(l ?? ''));
  return idOf(line ?? '', /LabelText|tab/);
}

const fieldOf = (state: { instances: Record<string, { fields: Record<string, Json> }> } | null, name: string) => Object.values(state!.instances)[0].fields[name];

describe('code, JSON and markdown editors', () => {
  const { site, browser } = useSite();
  let context: BrowserContext;
  let env: TaskEnv;
  beforeAll(async () => {
    context = await browser().newContext({ viewport: VIEWPORT });
    env = await TaskEnv.open(context, { taskUrl: (id) => `${site().url}/task/${id}?mode=benchmark` });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('indent a line typed inside a block, keep the document trimmed in the state, and undo', async () => {
    for (const lib of LIBS) {
      const task = plain('code_editor', lib, (p) => p.initial === '');
      const obs = await env.reset(task.id);
      const box = idOf(obs.text, /textbox '[a-z]+\.js'/);
      for (const action of [`click("${box}")`, 'keyboard_type("if (ready) {")', 'keyboard_press("Enter")', 'keyboard_type("go();")']) {
        env.beginTurn();
        expect((await env.step(action)).error, `${task.id}: ${action}`).toBeNull();
      }
      const typed = await env.observe();
      // CodeMirror indented the new line itself; the state compares lines trimmed.
      expect(valueOf(typed.text, box), task.id).toBe('if (ready) {\n  go();');
      env.beginTurn();
      const last = await env.step(`click("${box}")`);
      expect(fieldOf(last.state, 'code'), task.id).toBe('if (ready) {\ngo();');
      // The toolbar's Undo undoes the last typing: the state follows.
      env.beginTurn();
      const undone = await env.step(`click("${idOf(typed.text, /button 'Undo'/i)}")`);
      expect(undone.error).toBeNull();
      const left = String(fieldOf(undone.state, 'code'));
      expect(left, task.id).not.toBe('if (ready) {\ngo();');
      expect('if (ready) {\ngo();'.startsWith(left), `${task.id}: undo left ${left}`).toBe(true);
    }
  });

  it('commit only JSON that parses, and say why a draft does not', async () => {
    for (const lib of LIBS) {
      const task = plain('json_editor', lib, (p) => p.initial !== '');
      const obs = await env.reset(task.id);
      const box = idOf(obs.text, /textbox '[a-z-]+\.json'/);
      const before = fieldOf((await env.step('noop()')).state, 'json');
      env.beginTurn();
      const broken = await env.step(`fill("${box}", "{\\"a\\": 1,")`);
      expect(broken.error).toBeNull();
      expect(fieldOf(broken.state, 'json'), `${task.id}: an unparsable draft is not a state`).toEqual(before);
      // Mantine's JsonInput validates when the field loses focus; antd and MUI say it at once.
      if (lib === 'mantine') {
        env.beginTurn();
        await env.step('keyboard_press("Tab")');
      }
      const said = await env.observe();
      expect(said.text, task.id).toMatch(lib === 'mantine' ? /Invalid JSON/ : /alert/);
      env.beginTurn();
      const fixed = await env.step(`fill("${box}", "{\\"a\\":1,\\"b\\":[true]}")`);
      expect(fieldOf(fixed.state, 'json'), task.id).toEqual({ a: 1, b: [true] });
      if (lib === 'mantine') continue;
      // Format pretty-prints the document; the value stays.
      const shown = await env.observe();
      env.beginTurn();
      const formatted = await env.step(`click("${idOf(shown.text, /button 'Format'/i)}")`);
      expect(fieldOf(formatted.state, 'json'), task.id).toEqual({ a: 1, b: [true] });
      expect(valueOf((await env.observe()).text, box), task.id).toBe('{\n  "a": 1,\n  "b": [\n    true\n  ]\n}');
    }
  });

  it('format the selected line from the toolbar, preview it, and show raw HTML as text', async () => {
    for (const lib of LIBS) {
      const task = plain('markdown_editor', lib, (p) => p.initial !== '' && p.preview === false);
      const title = String((task.params as Record<string, Json>).initial).split('\n')[0];
      const obs = await env.reset(task.id);
      const box = idOf(obs.text, /textbox '/);
      for (const action of [`click("${box}")`, 'keyboard_press("ControlOrMeta+Home")', 'keyboard_press("Shift+End")', `click("${idOf(obs.text, /button 'Heading'/)}")`]) {
        env.beginTurn();
        expect((await env.step(action)).error, `${task.id}: ${action}`).toBeNull();
      }
      const headed = await env.step('noop()');
      expect(String(fieldOf(headed.state, 'html')).startsWith(`<h2>${title}</h2>`), `${task.id}: ${fieldOf(headed.state, 'html')}`).toBe(true);
      // The preview shows the heading as a heading; the text area is gone until Write.
      env.beginTurn();
      await env.step(`click("${switchTo((await env.observe()).text, 'Preview')}")`);
      const shown = (await env.observe()).text;
      expect(shown, task.id).toMatch(new RegExp(`heading '${title}', level=2`));
      expect(shown, task.id).not.toMatch(/textbox '/);
      env.beginTurn();
      await env.step(`click("${switchTo(shown, 'Write')}")`);
      env.beginTurn();
      const raw = await env.step(`fill("${idOf((await env.observe()).text, /textbox '/)}", "<b>loud</b>")`);
      expect(fieldOf(raw.state, 'html'), task.id).toBe('<p>&lt;b&gt;loud&lt;/b&gt;</p>');
    }
  });

  it('format a rich text word only through a real selection, and not count the space the selection takes', async () => {
    // A task that makes one word of the note's last line bold.
    const task = tasks.find((t) => t.canonical_type === 'rich_text_editor' && t.template === 'toggle_state' && t.scene.instances === 1 && t.scene.guidance === 'text'
      && t.predicate.kind === 'equals' && JSON.stringify(t.predicate.target).includes('"marks":["bold"]'));
    if (!task) throw new Error('no rich text task that makes one word bold');
    const initial = fieldOf({ instances: { main: { fields: { doc: (task.params as Record<string, Json>).initial } } } }, 'doc');
    const obs = await env.reset(task.id);
    const box = idOf(obs.text, /textbox '/);
    const bold = idOf(obs.text, /button 'Bold'/);
    // Bold with a bare caret formats only what is typed next: the document does not change.
    for (const action of [`press("${box}", "Control+End")`, `click("${bold}")`]) {
      env.beginTurn();
      expect((await env.step(action)).error, action).toBeNull();
    }
    expect(fieldOf((await env.step('noop()')).state, 'doc'), 'a caret alone formats nothing').toEqual(initial);
    env.beginTurn();
    await env.step(`click("${bold}")`);
    // The reference's own selection (word jumps from the line's end take the space after the word).
    const steps = task.reference_solution.slice(0, -1).map((s) => s.do === 'press' ? `press("${box}", "${s.key}")` : s.do === 'keyboard_press' ? `keyboard_press("${s.key}")` : '');
    expect(steps).not.toContain('');
    for (const action of steps) {
      env.beginTurn();
      expect((await env.step(action)).error, action).toBeNull();
    }
    const selected = await env.currentPage.evaluate(() => String(window.getSelection()));
    expect(/^\s|\s$/.test(selected), `the selection "${selected}" takes a space`).toBe(true);
    env.beginTurn();
    const formatted = await env.step(`click("${bold}")`);
    expect(fieldOf(formatted.state, 'doc'), task.id).toEqual(task.predicate.kind === 'equals' ? task.predicate.target : null);
    expect(formatted.done, task.id).toBe(true);
  });
});
