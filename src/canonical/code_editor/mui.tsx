import { MuiCodeFrame } from '../../env/kit/muiCodeFrame';
import type { RendererProps } from '../../env/kit/types';
import { useCodeEditor } from '../../env/kit/useCodeEditor';
import type { Params } from './family';

export default function MuiCodeEditor({ params, scene }: RendererProps<Params>) {
  const ed = useCodeEditor(params.initial, scene);
  return <MuiCodeFrame file={params.file} labelId={ed.labelId} language="JavaScript" host={ed.host} buttons={[{ label: 'Undo', onClick: ed.undo }, { label: 'Redo', onClick: ed.redo }]} />;
}
