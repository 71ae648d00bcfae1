/**
 * file_dropzone: a drop area (the uploader's name, "Drag files here or click to browse" and its
 * hint) over the list of attached files. A click on the area opens the browser's file chooser, the
 * one way a harness can hand a page files (no OS drag reaches a headless browser). The accessible
 * handle differs by library: antd's Dragger is a button named by all its text, the MUI composition
 * a button named by the uploader, and Mantine's Dropzone only shows its file input ("Choose
 * File(s)"). Tasks and state as in file_upload_button.
 */
import { z } from 'zod';
import { uploaderCore, uploaderParams } from '../../generator/cores/files';
import { DROP_LINE } from '../../env/kit/uploaderModel';
import { defineFamily } from '../../generator/family';
import { model } from './model';

export const params = z.strictObject(uploaderParams);
export type Params = z.infer<typeof params>;

export default defineFamily<Params>({
  type: 'file_dropzone',
  libraries: ['antd', 'mui', 'mantine'],
  params,
  model,
  templates: ['file_upload', 'clear_reset'],
  baseAxes: { feedback_dynamics: 2, semantic_observability: 2, target_acquisition: 2 },
  core(ctx) {
    const lib = ctx.library;
    const { uploader: _, ...core } = uploaderCore(ctx, {
      picker: (u, multiple) => (lib === 'antd' ? { role: 'button', name: `${u.button} ${DROP_LINE} ${u.hint}` }
        : lib === 'mui' ? { role: 'button', name: u.button }
          // Mantine's Dropzone root has no role: its visually hidden file input is the named control.
          : { role: 'button', name: multiple ? 'Choose Files' : 'Choose File' }),
      // Its chooser opens for the whole area: a pointer aims at the area's text.
      ...(lib === 'mantine' ? { pointerPicker: (u) => ({ role: 'paragraph', name: u.button }) } : {}),
      remove: (name) => (lib === 'antd' ? { role: 'button', name: 'Remove file', nth: 0, within: ctx.frame } : ctx.scope({ role: 'button', name: `Remove ${name}` })),
    });
    return core;
  },
});
