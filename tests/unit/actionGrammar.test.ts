import { describe, expect, it } from 'vitest';
import { ActionParseError, formatAction, parseAction } from '../../pipeline/harness/actionGrammar';
import { extractActions } from '../../pipeline/harness/actionParser';

describe('action grammar', () => {
  it('parses element, coordinate, keyboard, chat and misc actions, filling defaults', () => {
    expect(parseAction('click("42")')).toEqual({ name: 'click', args: ['42', 'left', []] });
    expect(parseAction("click('a17', button='right', modifiers=['Shift'])")).toEqual({ name: 'click', args: ['a17', 'right', ['Shift']] });
    expect(parseAction('click(42)')).toEqual({ name: 'click', args: ['42', 'left', []] });
    expect(parseAction('fill("7", "it\'s \\"quoted\\"")')).toEqual({ name: 'fill', args: ['7', 'it\'s "quoted"'] });
    expect(parseAction('select_option("3", ["Red", "Blue"])')).toEqual({ name: 'select_option', args: ['3', ['Red', 'Blue']] });
    expect(parseAction('select_option("3", "Red")')).toEqual({ name: 'select_option', args: ['3', ['Red']] });
    expect(parseAction('mouse_drag_and_drop(10, 20.5, 300, -4)')).toEqual({ name: 'mouse_drag_and_drop', args: [10, 20.5, 300, -4] });
    expect(parseAction('  press("3", key_comb="Enter")  ')).toEqual({ name: 'press', args: ['3', 'Enter'] });
    expect(parseAction('report_infeasible("no such option")')).toEqual({ name: 'report_infeasible', args: ['no such option'] });
    expect(parseAction('noop()')).toEqual({ name: 'noop', args: [0] });
    expect(parseAction('noop(wait_ms=500)')).toEqual({ name: 'noop', args: [500] });
    expect(parseAction('upload_file("9", "resume.pdf")')).toEqual({ name: 'upload_file', args: ['9', ['resume.pdf']] });
    expect(parseAction('mouse_upload_file(40, 60, file=["a.png", "b.png"])')).toEqual({ name: 'mouse_upload_file', args: [40, 60, ['a.png', 'b.png']] });
  });

  it('round-trips through formatAction, leaving defaults out', () => {
    for (const src of ['click("42")', 'click("42", "right")', 'fill("7", "a\\nb")', 'scroll(0, 300)', 'keyboard_type("héllo")', 'drag_and_drop("1", "2")', 'select_option("3", ["a", "b"])', 'upload_file("9", ["a.pdf"])', 'mouse_upload_file(1, 2, ["a.pdf", "b.txt"])', 'noop()']) {
      const a = parseAction(src);
      expect(formatAction(a)).toBe(src);
      expect(parseAction(formatAction(a))).toEqual(a);
    }
  });

  it('rejects malformed actions with a reason', () => {
    const bad = ['', 'click', 'click(', 'click("4"', 'explode("1")', 'click("1", "left", [], 4)', 'mouse_click("x", 3)', 'click("abc")',
      'click("1") extra', 'fill("1", "unterminated)', 'fill("1")', 'click(bid="1", "left")', 'click("1", colour="red")', 'scroll(0, True)'];
    for (const src of bad) expect(() => parseAction(src), src).toThrow(ActionParseError);
  });
});

describe('tolerant action extraction', () => {
  it('ignores reasoning before </think>, prefers code fences, and lets the last valid call win', () => {
    expect(extractActions('<think>maybe click("1")</think>I will click("2")').actions.map(formatAction)).toEqual(['click("2")']);
    expect(extractActions('Plan: click("9")\n```python\nclick("3")\n```').actions.map(formatAction)).toEqual(['click("3")']);
    expect(extractActions('click("1") hmm no, fill("4", "x (y)")').actions.map(formatAction)).toEqual(['fill("4", "x (y)")']);
    expect(extractActions('```\nclick("1")\nfill("2", "a")\nkeyboard_press("Enter")\n```', 4).actions.map(formatAction))
      .toEqual(['click("1")', 'fill("2", "a")', 'keyboard_press("Enter")']);
  });

  it('explains why nothing usable was found', () => {
    expect(extractActions('I am done.')).toEqual({ actions: [], error: 'no action found in the output' });
    expect(extractActions('click("abc")').error).toMatch(/not an element id/);
    expect(extractActions('click("abc") then click("5")').actions.map(formatAction)).toEqual(['click("5")']);
  });
});
