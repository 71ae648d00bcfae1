import { describe, expect, it } from 'vitest';
import type { Episode, Step } from '../../pipeline/runs/records';
import { movedTarget, turnsOf } from '../../pipeline/submissions/replay';

const step = (turn: number, index: number, action: string): Step => ({
  task_id: 't', attempt: 'a', step: turn, action_index: index, action, output: null, error: null, done: false, url: '', obs_digest: '',
  observe_ms: 0, agent_ms: 0, act_ms: 0, state: null, screenshot: null, screenshot_marked: null, usage: null,
});
const episode = (actions: number) => ({ actions } as Episode);

describe('replay bookkeeping', () => {
  it('puts recorded actions back in their turns, and says what a gappy archive lacks', () => {
    const steps = [step(2, 1, 'b'), step(1, 0, 'a'), step(2, 0, 'c')];
    expect(turnsOf(episode(3), steps)).toEqual([[steps[1]], [steps[2], steps[0]]]);
    expect(turnsOf(episode(4), steps)).toBe("the archive holds 3 of the episode's 4 actions");
    expect(turnsOf(episode(2), [step(1, 0, 'a'), step(3, 0, 'b')])).toBe('turn 2 has no recorded action');
    expect(turnsOf(episode(2), [step(1, 0, 'a'), step(1, 2, 'b')])).toBe('turn 1 misses an action');
  });

  it('finds a turn whose target element the page now shows differently, and ignores other changes', () => {
    const shown = "[1] RootWebArea 'x'\n\t[12] button 'OK'\n\t[13] button 'Cancel'";
    const turn = [step(1, 0, 'click("12")'), step(1, 1, 'keyboard_press("Enter")')];
    expect(movedTarget(turn, shown, `${shown}\n\t[40] tooltip 'Saved'`)).toBeNull();
    expect(movedTarget(turn, shown, "[1] RootWebArea 'x'\n\t[12] button 'Cancel'")).toBe('element [12] was "[12] button \'OK\'" when recorded, now "[12] button \'Cancel\'"');
    // Every element an action names counts: here the drop target moved.
    expect(movedTarget([step(1, 0, 'drag_and_drop("13", "12")')], shown, "[1] RootWebArea 'x'\n\t[13] button 'Cancel'")).toBe('element [12] was "[12] button \'OK\'" when recorded, now "absent"');
    // Coordinate and keyboard actions name no element.
    expect(movedTarget([step(1, 0, 'mouse_click(10, 20)')], shown, '')).toBeNull();
  });
});
