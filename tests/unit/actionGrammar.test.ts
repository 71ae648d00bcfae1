import { describe, expect, it } from 'vitest';
import { ActionParseError, formatAction, parseAction } from '../../pipeline/harness/actionGrammar';

describe('action grammar', () => {
  it('parses id, string and coordinate actions', () => {
    expect(parseAction('click("42")')).toEqual({ name: 'click', args: ['42'] });
    expect(parseAction("click('a17')")).toEqual({ name: 'click', args: ['a17'] });
    expect(parseAction('click(42)')).toEqual({ name: 'click', args: ['42'] });
    expect(parseAction('fill("7", "it\'s \\"quoted\\"")')).toEqual({ name: 'fill', args: ['7', 'it\'s "quoted"'] });
    expect(parseAction('mouse_drag_and_drop(10, 20.5, 300, -4)')).toEqual({ name: 'mouse_drag_and_drop', args: [10, 20.5, 300, -4] });
    expect(parseAction('  press("3", key="Enter")  ')).toEqual({ name: 'press', args: ['3', 'Enter'] });
    expect(parseAction('noop()')).toEqual({ name: 'noop', args: [] });
  });

  it('round-trips through formatAction', () => {
    for (const src of ['click("42")', 'fill("7", "a\\nb")', 'scroll(0, 300)', 'keyboard_type("héllo")', 'drag_and_drop("1", "2")']) {
      const a = parseAction(src);
      expect(parseAction(formatAction(a))).toEqual(a);
    }
  });

  it('rejects malformed actions with a reason', () => {
    const bad = ['', 'click', 'click(', 'click("4"', 'explode("1")', 'click("1", "2")', 'mouse_click("x", 3)', 'click("abc")', 'click("1") extra', 'fill("1", "unterminated)'];
    for (const src of bad) expect(() => parseAction(src), src).toThrow(ActionParseError);
  });
});
