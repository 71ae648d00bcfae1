import { AntdCodeFrame } from '../../env/kit/antdCodeFrame';
import type { RendererProps } from '../../env/kit/types';
import { useCodeEditor } from '../../env/kit/useCodeEditor';
import type { Params } from './family';

export default function AntdCodeEditor({ params, scene }: RendererProps<Params>) {
  const ed = useCodeEditor(params.initial, scene);
  return <AntdCodeFrame file={params.file} labelId={ed.labelId} language="JavaScript" host={ed.host} buttons={[{ label: 'Undo', onClick: ed.undo }, { label: 'Redo', onClick: ed.redo }]} />;
}
