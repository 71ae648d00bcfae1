import { Select } from 'antd';
import { useState } from 'react';
import { AntdLabelAbove } from '../../env/kit/antdLabelAbove';
import { useField } from '../../env/kit/field';
import { suggestionsFor } from '../../env/kit/suggestions';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function AntdRestrictedAutocomplete({ params }: RendererProps<Params>) {
  const [value, setValue] = useField<string | null>('value');
  const [search, setSearch] = useState('');
  return (
    <AntdLabelAbove label={params.label}>
      {({ id }) => (
        <Select
          id={id}
          showSearch
          value={value}
          placeholder={params.placeholder}
          searchValue={search}
          onSearch={setSearch}
          filterOption={false}
          notFoundContent={null}
          options={suggestionsFor(params.suggestions, search, params.minChars).map((o) => ({ value: o, label: o }))}
          onChange={(v: string) => setValue(v)}
          style={{ width: '100%' }}
        />
      )}
    </AntdLabelAbove>
  );
}
