import type { ComponentType, ReactNode } from 'react';
import { useField } from '../../env/kit/field';
import type { Params } from './family';

/** One download trigger: the library's anchor with `download`. */
export interface TriggerProps {
  name: string;
  href: string;
  onClick(): void;
}
export interface MenuItemProps extends TriggerProps {
  label: string;
}

/** The file's bytes as a `data:` URL: nothing fetched, the same on every load. */
const hrefOf = (name: string) => `data:application/octet-stream,${encodeURIComponent(`${name}\n`)}`;

/**
 * The files of a task drawn with a library's parts: a list whose names are the download links, a
 * list with a download button per row, or an export menu. A click records the file name (the
 * browser's own download goes on as usual).
 */
export function DownloadFiles({ params, Caption, Text, Muted, FileLink, DownloadButton, ExportMenu }: {
  params: Params;
  Caption: ComponentType<{ children: ReactNode }>;
  Text: ComponentType<{ children: ReactNode }>;
  Muted: ComponentType<{ children: ReactNode }>;
  FileLink: ComponentType<TriggerProps>;
  DownloadButton: ComponentType<TriggerProps>;
  ExportMenu: ComponentType<{ label: string; items: MenuItemProps[] }>;
}) {
  const [, setDownloaded] = useField<string | null>('downloaded');
  const trigger = (name: string): TriggerProps => ({ name, href: hrefOf(name), onClick: () => setDownloaded(name) });
  if (params.layout === 'menu') {
    return (
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, minWidth: 320 }}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Caption>{params.title}</Caption>
          <Muted>{params.files.length} formats</Muted>
        </div>
        <ExportMenu label={params.menu ?? 'Export'} items={params.files.map((f) => ({ ...trigger(f.name), label: f.label ?? f.name }))} />
      </div>
    );
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 320 }}>
      <Caption>{params.title}</Caption>
      {params.files.map((f) => (
        <div key={f.name} style={{ display: 'flex', alignItems: 'center', gap: 12, minHeight: 32 }}>
          <span style={{ flex: 1, minWidth: 0 }}>{params.layout === 'links' ? <FileLink {...trigger(f.name)} /> : <Text>{f.name}</Text>}</span>
          <Muted>{f.size}</Muted>
          {params.layout === 'buttons' && <DownloadButton {...trigger(f.name)} />}
        </div>
      ))}
    </div>
  );
}
