import { describe, expect, it } from 'vitest';
import { loadOntology } from '../../pipeline/content/ontology';
import { AXES, SceneSchema } from '../../src/core/taskSpec';

describe('ontology', () => {
  const o = loadOntology();

  it('has 97 canonical types in 14 families, each type in exactly one family', () => {
    expect(o.families).toHaveLength(14);
    const all = o.families.flatMap((f) => f.types);
    expect(all).toHaveLength(97);
    expect(new Set(all).size).toBe(97);
    expect(o.familyOf.size).toBe(97);
  });

  it('has the per-family sizes of the benchmark ontology', () => {
    const sizes = Object.fromEntries(o.families.map((f) => [f.id, f.types.length]));
    expect(sizes).toEqual({
      command_navigation: 10, disclosure_progressive: 5, text_entry: 10, discrete_choice: 9, list_selection: 7,
      combobox_autocomplete: 4, hierarchical_selection: 7, continuous_precision: 8, date_time: 8, overlays_transient: 9,
      structured_data: 7, files_clipboard: 5, drag_drop_workspace: 4, advanced_editors: 4,
    });
  });

  it('has 24 templates, 7 difficulty axes and 8 scene factors', () => {
    expect(o.templates).toHaveLength(24);
    expect(new Set(o.templates.map((t) => t.id)).size).toBe(24);
    expect(o.difficulty.axes.map((a) => a.id)).toEqual([...AXES]);
    expect(o.difficulty.tiers).toEqual(['L0', 'L1', 'L2', 'L3']);
    expect(Object.keys(o.scene)).toHaveLength(8);
  });

  it('lists the same scene levels as the task spec schema accepts', () => {
    const shape = SceneSchema.shape;
    for (const factor of ['theme', 'spacing', 'layout', 'placement', 'scale', 'guidance', 'clutter'] as const) {
      expect(o.scene[factor], factor).toEqual(shape[factor].options);
    }
    expect(o.scene.instances).toEqual({ min: 1, max: 10 });
  });
});
