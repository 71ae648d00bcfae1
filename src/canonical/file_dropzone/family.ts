/**
 * file_dropzone: a drop area (the uploader's name, "Drag files here or click to browse" and its
 * hint) over the list of attached files. A click on the area opens the browser's file chooser, the
 * one way a harness can hand a page files (no OS drag reaches a headless browser). The accessible
 * handle differs by library: antd's Dragger is a button named by all its text, while react-dropzone
 * (MUI's composition and Mantine's Dropzone) shows only its file input. Tasks
 * and state as in file_upload_button.
 */
import { DROP_LINE } from '../../env/kit/uploaderModel';
import { uploaderFamily, type UploaderParams } from '../../generator/cores/files';
import { model } from './model';

export type Params = UploaderParams;

export default uploaderFamily({
  type: 'file_dropzone',
  model,
  baseAxes: { feedback_dynamics: 2, semantic_observability: 2, target_acquisition: 2 },
  names: ({ library: lib }) => ({
    // antd's Dragger is a button named by its text. react-dropzone's root has no role: in the
    // version Mantine's Dropzone bundles, its visually hidden file input ("Choose File(s)") is
    // the named control; in the one MUI's composition uses, that input ("file upload") has no
    // box, so an agent aims at the area's text, as a pointer does on Mantine's.
    picker: (u, multiple) => (lib === 'antd' ? { role: 'button', name: `${u.button} ${DROP_LINE} ${u.hint}` }
      : lib === 'mui' ? { role: 'paragraph', name: u.button } : { role: 'button', name: multiple ? 'Choose Files' : 'Choose File' }),
    ...(lib === 'mantine' ? { pointerPicker: (u) => ({ role: 'paragraph', name: u.button }) } : {}),
  }),
});
