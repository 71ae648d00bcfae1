import { useState, type ComponentType, type ReactNode } from 'react';
import { useField } from '../../env/kit/field';
import type { Params } from './family';
import { BULK_DELETE } from './model';

type File = Params['files'][number];

export interface RowProps {
  file: File;
  selected: boolean;
  onSelect(selected: boolean): void;
  /** Delete this file now. */
  onDelete(): void;
}

/**
 * A folder's files drawn with a library's parts: a header with the folder's name and the bulk
 * delete (enabled once a row is selected), and a row per file with its checkbox and delete button.
 * Deleting commits the names left.
 */
export function FileRows({ params, Caption, BulkButton, Rows, Row }: {
  params: Params;
  Caption: ComponentType<{ children: ReactNode }>;
  BulkButton: ComponentType<{ label: string; disabled: boolean; onClick(): void }>;
  Rows: ComponentType<{ children: ReactNode }>;
  Row: ComponentType<RowProps>;
}) {
  const [names, setNames] = useField<string[]>('files');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const remove = (gone: ReadonlySet<string>) => {
    setNames(names.filter((n) => !gone.has(n)));
    setSelected(new Set([...selected].filter((n) => !gone.has(n))));
  };
  const byName = new Map(params.files.map((f) => [f.name, f]));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 320 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <Caption>{params.title}</Caption>
        <BulkButton label={BULK_DELETE} disabled={selected.size === 0} onClick={() => remove(selected)} />
      </div>
      <Rows>
        {names.map((n) => (
          <Row
            key={n} file={byName.get(n)!} selected={selected.has(n)}
            onSelect={(on) => setSelected(new Set(on ? [...selected, n] : [...selected].filter((x) => x !== n)))}
            onDelete={() => remove(new Set([n]))}
          />
        ))}
      </Rows>
    </div>
  );
}
