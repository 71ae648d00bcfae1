import { useId, type ReactNode } from 'react';

/** A visible label for an antd control that renders none itself. */
export function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return <span className="cb-labelled"><label htmlFor={id}>{label}</label>{children(id)}</span>;
}
