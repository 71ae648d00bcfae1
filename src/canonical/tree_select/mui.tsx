import { IconButton, InputAdornment, Popover, TextField } from '@mui/material';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useMemo, useState } from 'react';
import { useFields } from '../../env/kit/field';
import { keyed, keyOf, pathOf, pathsInOrder } from '../../env/kit/tree';
import type { RendererProps } from '../../env/kit/types';
import { leafPaths } from '../../core/treePaths';
import type { Fields, Params } from './family';

/**
 * MUI ships no tree select: a read-only TextField opens a Popover holding MUI X's RichTreeView, the
 * composition MUI's own components make. Picking a leaf closes the popover; a multiple field ticks
 * leaves with the tree's checkboxes and closes like any popover.
 */
export default function MuiTreeSelect({ params }: RendererProps<Params>) {
  const [f, set] = useFields<Fields>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The tree re-reads its items whenever the array changes: one array (and leaf set) for the page's life.
  const items = useMemo(() => keyed(params.nodes), [params.nodes]);
  const leaves = useMemo(() => new Set(leafPaths(params.nodes).map(keyOf)), [params.nodes]);
  const shown = params.multiple ? f.values.map((p) => p[p.length - 1]).join(', ') : f.value[f.value.length - 1] ?? '';
  const filled = params.multiple ? f.values.length > 0 : f.value.length > 0;
  const tree = {
    items,
    getItemId: (n: { key: string }) => n.key,
    getItemLabel: (n: { label: string }) => n.label,
    defaultExpandedItems: params.open.map(keyOf),
  };
  return (
    <>
      <TextField
        label={params.label}
        placeholder={params.placeholder}
        value={shown}
        fullWidth
        onClick={(e) => setAnchor(e.currentTarget)}
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: filled ? (
              <InputAdornment position="end">
                <IconButton aria-label="Clear" size="small" edge="end" onClick={(e) => { e.stopPropagation(); set(params.multiple ? { values: [] } : { value: [] }); }}>
                  <span aria-hidden style={{ fontSize: 16, lineHeight: 1 }}>✕</span>
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
          inputLabel: { shrink: true },
        }}
      />
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        // A fixed height, so the popover is placed for the whole tree and not for its collapsed size.
        slotProps={{ paper: { sx: { width: anchor?.offsetWidth, height: 300, overflowY: 'auto', p: 1 } } }}
      >
        {params.multiple ? (
          <RichTreeView
            {...tree}
            multiSelect
            checkboxSelection
            selectionPropagation={{ descendants: true, parents: true }}
            selectedItems={f.values.map(keyOf)}
            onSelectedItemsChange={(_, ids) => set({ values: pathsInOrder(params.nodes, ids, 'leaves') })}
          />
        ) : (
          <RichTreeView
            {...tree}
            selectedItems={f.value.length ? keyOf(f.value) : null}
            onSelectedItemsChange={(_, id) => {
              if (!id || !leaves.has(id)) return;
              set({ value: pathOf(id) });
              setAnchor(null);
            }}
          />
        )}
      </Popover>
    </>
  );
}
