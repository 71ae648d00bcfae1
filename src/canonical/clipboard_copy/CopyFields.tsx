import type { ComponentType, ReactNode } from 'react';
import { useField } from '../../env/kit/field';
import type { Params } from './family';

/** A value with the library's copy control; `onCopied` runs once the control reports the copy done. */
export interface CopyFieldProps {
  value: string;
  onCopied(): void;
}

/**
 * The card's fields, one row each: label, then the value with its copy control, drawn with a
 * library's text and copy components. The committed value is the one whose control last reported
 * a copy.
 */
export function CopyFields({ params, Caption, Label, Field }: {
  params: Params;
  Caption: ComponentType<{ children: ReactNode }>;
  Label: ComponentType<{ children: ReactNode }>;
  Field: ComponentType<CopyFieldProps>;
}) {
  const [, setCopied] = useField<string | null>('copied');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10, minWidth: 0 }}>
      <Caption>{params.title}</Caption>
      {params.fields.map((f) => (
        <div key={f.label} style={{ display: 'grid', gridTemplateColumns: 'minmax(110px, 32%) 1fr', alignItems: 'center', columnGap: 12 }}>
          <Label>{f.label}</Label>
          <div style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
            <Field value={f.value} onCopied={() => setCopied(f.value)} />
          </div>
        </div>
      ))}
    </div>
  );
}
