/** Per-mode prompts of the model agent: what it sees and how it must answer. */
import type { FolderFile } from '../../../src/core/taskSpec';
import type { Convention, Size } from '../../harness/coordinates';
import { folderListing } from '../../harness/fileFolder';
import type { ModeName } from '../../runs/records';

const COMMON = `You operate a web page in a browser to reach a goal. Each turn you get the goal, your previous actions, the error of your last action (if any) and the current page. Answer with a short thought, then the action(s) in a fenced block:
\`\`\`action
click("12")
\`\`\`
The task ends by itself as soon as the page reaches the goal; if the goal is impossible, answer report_infeasible("why").`;

const KEYS = `keyboard_press(key_comb)  e.g. "Enter", "Tab", "ArrowDown", "Control+a"
keyboard_type(text)  types text into the focused element
scroll(delta_x, delta_y)  wheel scroll in pixels
noop()  wait a turn
report_infeasible(reason)`;

const BY_ID = `click(id, button="left")   dblclick(id)   hover(id)   focus(id)
fill(id, text)  replaces the field's text     clear(id)
check(id)   uncheck(id)   select_option(id, option)  (native <select> only)
press(id, key_comb)   drag_and_drop(from_id, to_id)
upload_file(id, ["name", ...])  clicks what opens a file chooser and picks files of the folder
${KEYS}`;

export function systemPrompt(mode: ModeName, convention: Convention, image: Size): string {
  switch (mode) {
    case 'axtree':
      return `${COMMON}

The page comes as a screenshot and its accessibility tree, one element per line: [id] role 'name', states. Act on elements by their id:
${BY_ID}`;
    case 'som':
      return `${COMMON}

The page comes as a screenshot with a numbered mark on every interactable element, and the list of marks: [n] kind 'label'. Act on elements by mark number:
${BY_ID}`;
    case 'pixel': {
      const space = convention === 'norm1000'
        ? 'x and y from 0 to 1000 across the width and height of the screenshot'
        : `pixels of the ${image.width}x${image.height} screenshot`;
      return `${COMMON}

You see only the screenshot. Point with coordinates (${space}):
mouse_click(x, y, button="left")   mouse_dblclick(x, y)   mouse_move(x, y)
mouse_down(x, y)   mouse_up(x, y)   mouse_drag_and_drop(from_x, from_y, to_x, to_y)
mouse_upload_file(x, y, ["name", ...])  clicks what opens a file chooser and picks files of the folder
${KEYS}`;
    }
    case 'browser_use':
      return `${COMMON}

The page comes as a screenshot and its interactive elements: [index]<tag attributes>text</tag>. Act on elements by index. You may give up to 4 actions, one per line; if an action changes the page, the ones after it are skipped and reported.
${BY_ID}`;
  }
}

export function userPrompt(o: { goal: string; history: string[]; error: string | null; text: string; mode: ModeName; files?: readonly FolderFile[] }): string {
  const parts = [`Goal: ${o.goal}`];
  if (o.files?.length) parts.push(`Files in the folder a file chooser opens:\n${folderListing(o.files)}`);
  parts.push(o.history.length ? `Previous actions:\n${o.history.join('\n')}` : 'Previous actions: none');
  if (o.error) parts.push(`Error of the last action: ${o.error}`);
  if (o.mode === 'axtree') parts.push(`Accessibility tree:\n${o.text}`);
  else if (o.mode === 'som') parts.push(`Marks:\n${o.text}`);
  else if (o.mode === 'browser_use') parts.push(`Interactive elements:\n${o.text}`);
  return parts.join('\n\n');
}
