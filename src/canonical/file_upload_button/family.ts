/**
 * file_upload_button: an uploader (the library's upload button, its hint and the list of attached
 * files) and a folder of files to pick from. The agent uploads files by name through the browser's
 * file chooser (upload_file), replaces an attached file, or removes every attached file. The page
 * refuses files of types it does not accept; the committed state is the uploader's list of file
 * names. Hard folders hold twins of the target (same name, other type or a dated copy).
 */
import { uploaderFamily, type UploaderParams } from '../../generator/cores/files';
import { model } from './model';

export type Params = UploaderParams;

export default uploaderFamily({
  type: 'file_upload_button',
  model,
  baseAxes: { feedback_dynamics: 2, semantic_observability: 2 },
  names: () => ({ picker: (u) => ({ role: 'button', name: u.button }) }),
});
