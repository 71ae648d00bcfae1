/**
 * file_upload_button: an uploader (the library's upload button, its hint and the list of attached
 * files) and a folder of files to pick from. The agent uploads files by name through the browser's
 * file chooser (upload_file), replaces an attached file, or removes every attached file. The page
 * refuses files of types it does not accept; the committed state is the uploader's list of file
 * names. Hard folders hold twins of the target (same name, other type or a dated copy).
 */
import { z } from 'zod';
import { uploaderCore, uploaderParams } from '../../generator/cores/files';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject(uploaderParams);
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'file_upload_button',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['file_upload', 'clear_reset'],
  baseAxes: { feedback_dynamics: 2, semantic_observability: 2 },
  core(ctx) {
    const { uploader: _, ...core } = uploaderCore(ctx, {
      picker: (u) => ({ role: 'button', name: u.button }),
      // antd's list names every remove button "Remove file"; the others name the file.
      remove: (name) => (ctx.library === 'antd' ? { role: 'button', name: 'Remove file', nth: 0, within: ctx.frame } : ctx.scope({ role: 'button', name: `Remove ${name}` })),
    });
    return core;
  },
});
