import { Button, Dropdown, Typography } from 'antd';
import type { ReactNode } from 'react';
import { AntdIcon } from '../../env/kit/antdIcons';
import type { RendererProps } from '../../env/kit/types';
import { DownloadFiles, type MenuItemProps, type TriggerProps } from './DownloadFiles';
import type { Params } from './family';

const Caption = ({ children }: { children: ReactNode }) => <Typography.Text strong>{children}</Typography.Text>;
const Text = ({ children }: { children: ReactNode }) => <Typography.Text>{children}</Typography.Text>;
const Muted = ({ children }: { children: ReactNode }) => <Typography.Text type="secondary">{children}</Typography.Text>;
const FileLink = ({ name, href, onClick }: TriggerProps) => <Typography.Link href={href} download={name} onClick={onClick}>{name}</Typography.Link>;
/** antd's Button with `href` is an anchor, so `download` applies. */
const DownloadButton = ({ name, href, onClick }: TriggerProps) => (
  <Button size="small" href={href} download={name} icon={<AntdIcon name="download" />} onClick={onClick}>Download</Button>
);
/** A Dropdown whose items are download anchors, as antd's docs put links in menu items. */
const ExportMenu = ({ label, items }: { label: string; items: MenuItemProps[] }) => (
  <Dropdown trigger={['click']} menu={{ items: items.map((i) => ({ key: i.name, label: <a href={i.href} download={i.name} onClick={i.onClick}>{i.label}</a> })) }}>
    <Button icon={<AntdIcon name="chevronDown" />} iconPlacement="end">{label}</Button>
  </Dropdown>
);

export default function AntdDownloadTrigger({ params }: RendererProps<Params>) {
  return <DownloadFiles params={params} Caption={Caption} Text={Text} Muted={Muted} FileLink={FileLink} DownloadButton={DownloadButton} ExportMenu={ExportMenu} />;
}
