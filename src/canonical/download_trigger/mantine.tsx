import { Anchor, Button, Menu, Text as MText } from '@mantine/core';
import type { ReactNode } from 'react';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import { DownloadFiles, type MenuItemProps, type TriggerProps } from './DownloadFiles';
import type { Params } from './family';

const Caption = ({ children }: { children: ReactNode }) => <MText size="sm" fw={600}>{children}</MText>;
const Text = ({ children }: { children: ReactNode }) => <MText size="sm">{children}</MText>;
const Muted = ({ children }: { children: ReactNode }) => <MText size="sm" c="dimmed">{children}</MText>;
const FileLink = ({ name, href, onClick }: TriggerProps) => <Anchor size="sm" href={href} download={name} onClick={onClick}>{name}</Anchor>;
/** `Button component="a"`: an anchor, so `download` applies. */
const DownloadButton = ({ name, href, onClick }: TriggerProps) => (
  <Button component="a" size="xs" variant="light" href={href} download={name} leftSection={<KitIcon name="download" size={14} />} onClick={onClick}>Download</Button>
);
const ExportMenu = ({ label, items }: { label: string; items: MenuItemProps[] }) => (
  <Menu>
    <Menu.Target>
      <Button variant="default" rightSection={<KitIcon name="chevronDown" size={16} />}>{label}</Button>
    </Menu.Target>
    <Menu.Dropdown>
      {items.map((i) => <Menu.Item key={i.name} component="a" href={i.href} download={i.name} onClick={i.onClick}>{i.label}</Menu.Item>)}
    </Menu.Dropdown>
  </Menu>
);

export default function MantineDownloadTrigger({ params }: RendererProps<Params>) {
  return <DownloadFiles params={params} Caption={Caption} Text={Text} Muted={Muted} FileLink={FileLink} DownloadButton={DownloadButton} ExportMenu={ExportMenu} />;
}
