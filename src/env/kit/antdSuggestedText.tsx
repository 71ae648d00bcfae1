import { AutoComplete } from 'antd';
import type { SuggestedTextParams } from '../../generator/cores/suggestions';
import { AntdLabelAbove } from './antdLabelAbove';
import { suggestionsFor } from './suggestions';
import { useTypedValue } from './typedValue';
import type { RendererProps } from './types';

/** antd's AutoComplete, its options filtered from the spec's suggestions by what is typed. */
export function AntdSuggestedText({ params }: RendererProps<SuggestedTextParams>) {
  const { text, type, commit, wrapper } = useTypedValue('value');
  return (
    <AntdLabelAbove label={params.label}>
      {({ id }) => (
        <div {...wrapper}>
          <AutoComplete
            id={id}
            value={text}
            options={suggestionsFor(params.suggestions, text, params.minChars).map((o) => ({ value: o }))}
            onChange={(v: string) => type(v)}
            onSelect={(v: string) => commit(v)}
            placeholder={params.placeholder}
            style={{ width: '100%' }}
          />
        </div>
      )}
    </AntdLabelAbove>
  );
}
