import { Alert, Badge, Button, Card, Checkbox, Collapse, ConfigProvider, Drawer, Input, Modal, Progress, Select, Switch, Table, Tag, Typography, theme as antdTheme } from 'antd';
import { useId, type ReactNode } from 'react';
import type { SceneAdapter } from '../../kit/types';

function Page({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return <div className="cb-page" style={{ background: token.colorBgLayout, color: token.colorText }}>{children}</div>;
}

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return <span className="cb-labelled"><label htmlFor={id}>{label}</label>{children(id)}</span>;
}

const adapter: SceneAdapter = {
  Provider({ scene, children }) {
    const algorithm = [scene.theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm];
    if (scene.spacing === 'compact') algorithm.push(antdTheme.compactAlgorithm);
    return <ConfigProvider theme={{ algorithm }}><Page>{children}</Page></ConfigProvider>;
  },
  Card: ({ title, titleId, children }) => <Card title={title ? <span id={titleId}>{title}</span> : undefined}>{children}</Card>,
  Button: ({ label, onClick, primary }) => <Button type={primary ? 'primary' : 'default'} onClick={onClick}>{label}</Button>,
  Modal: ({ open, title, onClose, children, footer }) => (
    <Modal open={open} title={title} onCancel={onClose} footer={footer ?? null} width={560}>{children}</Modal>
  ),
  Drawer: ({ open, title, onClose, children }) => <Drawer open={open} title={title} onClose={onClose} size={480}>{children}</Drawer>,
  Disclosure: ({ label, children }) => <Collapse items={[{ key: 'd', label, children }]} />,
  Table: ({ columns, rows }) => (
    <Table
      pagination={false}
      rowKey="key"
      dataSource={rows}
      columns={[
        { title: columns[0], dataIndex: 'label', key: 'label', render: (_: unknown, r: (typeof rows)[number]) => <span id={r.labelId}>{r.label}</span> },
        { title: columns[1], dataIndex: 'cell', key: 'cell', render: (_: unknown, r: (typeof rows)[number]) => r.cell },
      ]}
    />
  ),
  HeaderBar({ title, children }) {
    const { token } = antdTheme.useToken();
    return (
      <header className="cb-header" style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Typography.Title level={4} style={{ margin: 0 }}>{title}</Typography.Title>
        {children}
      </header>
    );
  },
  Clutter({ item }) {
    switch (item.kind) {
      case 'button': return <Button>{item.label}</Button>;
      case 'text_input': return <Input placeholder={item.label} aria-label={item.label} style={{ width: 180 }} />;
      case 'switch': return <Labelled label={item.label}>{(id) => <Switch id={id} />}</Labelled>;
      case 'checkbox': return <Checkbox>{item.label}</Checkbox>;
      case 'select': return <Labelled label={item.label}>{(id) => <Select id={id} style={{ width: 120 }} options={(item.detail as string[]).map((o) => ({ value: o, label: o }))} />}</Labelled>;
      case 'link': return <Typography.Link href="#" onClick={(e) => e.preventDefault()}>{item.label}</Typography.Link>;
      case 'tag': return <Tag color="blue">{item.label}</Tag>;
      case 'alert': return <Alert type="info" title={item.label} showIcon />;
      case 'progress': return <span className="cb-labelled"><span>{item.label}</span><Progress percent={Number(item.detail)} size="small" style={{ width: 140 }} /></span>;
      case 'badge': return <Badge count={5} offset={[10, 0]}><span>{item.label}</span></Badge>;
    }
  },
  Muted: ({ children }) => <Typography.Text type="secondary">{children}</Typography.Text>,
};

export default adapter;
