import { Typography } from '@mui/material';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useFields } from '../../env/kit/field';
import { keyed, keyOf, pathsInOrder } from '../../env/kit/tree';
import type { RendererProps } from '../../env/kit/types';
import type { Fields, Params } from './family';

export default function MuiTreeView({ params }: RendererProps<Params>) {
  const [f, set] = useFields<Fields>();
  const items = keyed(params.nodes);
  const common = {
    items,
    getItemId: (n: { key: string }) => n.key,
    getItemLabel: (n: { label: string }) => n.label,
    expandedItems: f.expanded.map(keyOf),
    onExpandedItemsChange: (_: unknown, ids: string[]) => set({ expanded: pathsInOrder(params.nodes, ids, 'folders') }),
  };
  return (
    <div>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{params.label}</Typography>
      {params.checkable ? (
        <RichTreeView
          {...common}
          multiSelect
          checkboxSelection
          selectionPropagation={{ descendants: true, parents: true }}
          selectedItems={f.checked.map(keyOf)}
          onSelectedItemsChange={(_, ids) => set({ checked: pathsInOrder(params.nodes, ids, 'leaves') })}
        />
      ) : (
        <RichTreeView
          {...common}
          selectedItems={f.selected.length ? keyOf(f.selected) : null}
          onSelectedItemsChange={(_, id) => set({ selected: id ? pathsInOrder(params.nodes, [id])[0] : [] })}
        />
      )}
    </div>
  );
}
