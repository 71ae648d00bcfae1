import { z } from 'zod';
import { booleanCore } from '../../generator/cores';
import { defineFamily } from '../../generator/family';
import { SETTING_LABELS } from '../../generator/pools';
import { model } from './model';

export const params = z.strictObject({ label: z.string().min(1), initial: z.boolean() });
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'checkbox',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['toggle_state', 'clear_reset'],
  baseAxes: { target_acquisition: 2 },
  core(ctx) {
    const label = ctx.rng.pick(SETTING_LABELS);
    return booleanCore<Params>(ctx, { label, role: 'checkbox', field: 'checked', verbs: ['tick', 'untick'], noun: 'checkbox', params: (initial) => ({ label, initial }) });
  },
});
