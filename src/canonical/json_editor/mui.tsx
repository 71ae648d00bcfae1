import { MuiCodeFrame } from '../../env/kit/muiCodeFrame';
import type { RendererProps } from '../../env/kit/types';
import { useJsonEditor } from '../../env/kit/useCodeEditor';
import type { Params } from './family';

export default function MuiJsonEditor({ params, scene }: RendererProps<Params>) {
  const ed = useJsonEditor(params.initial, scene);
  return <MuiCodeFrame file={params.file} labelId={ed.labelId} language="JSON" host={ed.host} problem={ed.problem} buttons={[{ label: 'Format', onClick: ed.format }, { label: 'Undo', onClick: ed.undo }]} />;
}
