import { Autocomplete, type ComboboxItem, type ComboboxParsedItem } from '@mantine/core';
import type { SuggestedTextParams } from '../../generator/cores/suggestions';
import { suggestionsFor } from './suggestions';
import { useTypedValue } from './typedValue';
import type { RendererProps } from './types';

/** A Mantine combobox filter that shows the spec's suggestions holding the search, once `minChars` are typed. */
export function suggestionFilter(params: SuggestedTextParams) {
  return ({ options, search }: { options: ComboboxParsedItem[]; search: string }): ComboboxItem[] => {
    const shown = new Set(suggestionsFor(params.suggestions, search, params.minChars));
    return options.filter((o): o is ComboboxItem => 'value' in o && shown.has(o.value));
  };
}

/** Mantine's Autocomplete, suggesting from the spec what the typed text holds. */
export function MantineSuggestedText({ params }: RendererProps<SuggestedTextParams>) {
  const { text, type, commit, wrapper } = useTypedValue('value');
  return (
    <div {...wrapper}>
      <Autocomplete
        label={params.label}
        placeholder={params.placeholder}
        data={params.suggestions}
        value={text}
        onChange={type}
        onOptionSubmit={commit}
        filter={suggestionFilter(params)}
        comboboxProps={{ withinPortal: true }}
      />
    </div>
  );
}
