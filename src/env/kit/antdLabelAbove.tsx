import { useId, type ReactNode } from 'react';

/**
 * A visible label above an antd control (antd inputs take no label prop of their own): the label
 * names the control through `htmlFor` = `id`, or through `aria-labelledby` = `labelId` for groups.
 */
export function AntdLabelAbove({ label, children }: { label: string; children: (ids: { id: string; labelId: string }) => ReactNode }) {
  const id = useId();
  const labelId = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <label id={labelId} htmlFor={id}>{label}</label>
      {children({ id, labelId })}
    </div>
  );
}
