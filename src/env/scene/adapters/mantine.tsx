import stylesUrl from '@mantine/core/styles.css?url';
import {
  Accordion, Alert, Anchor, Badge, Button, Card, Checkbox, Drawer, Indicator, MantineProvider, Modal, Paper, Progress, Select, Switch,
  Table, Text, TextInput, Title,
} from '@mantine/core';
import type { SceneAdapter } from '../../kit/types';
import { loadStylesheet } from './stylesheet';

/** Components whose `size` compact spacing turns down. */
const SIZED = ['Button', 'TextInput', 'Textarea', 'PasswordInput', 'NumberInput', 'Select', 'MultiSelect', 'TagsInput', 'Checkbox', 'Radio',
  'Switch', 'Slider', 'SegmentedControl', 'Rating', 'PinInput', 'ActionIcon', 'Pagination', 'Chip', 'Autocomplete', 'Input', 'InputWrapper',
  'JsonInput', 'ColorInput', 'Stepper', 'Tabs', 'Anchor', 'Badge', 'CloseButton', 'FileInput', 'NativeSelect'];

const adapter: SceneAdapter = {
  ready: loadStylesheet(stylesUrl),
  Provider({ scene, children }) {
    const theme = scene.spacing === 'compact'
      ? { components: Object.fromEntries(SIZED.map((c) => [c, { defaultProps: { size: 'xs' } }])) }
      : {};
    return (
      <MantineProvider forceColorScheme={scene.theme} theme={theme}>
        <div className="cb-page" style={{ background: 'var(--mantine-color-body)', color: 'var(--mantine-color-text)' }}>{children}</div>
      </MantineProvider>
    );
  },
  Card: ({ title, titleId, children }) => (
    <Card withBorder padding="lg" radius="md">
      {title && <Title order={2} size="h4" mb="sm" id={titleId}>{title}</Title>}
      {children}
    </Card>
  ),
  Button: ({ label, onClick, primary }) => <Button variant={primary ? 'filled' : 'default'} onClick={onClick}>{label}</Button>,
  Modal: ({ open, title, onClose, children, footer }) => (
    <Modal opened={open} onClose={onClose} title={title} size="lg">
      {children}
      {footer}
    </Modal>
  ),
  Drawer: ({ open, title, onClose, children }) => <Drawer opened={open} onClose={onClose} title={title} position="right" size={480}>{children}</Drawer>,
  Disclosure: ({ label, children }) => (
    <Accordion variant="separated">
      <Accordion.Item value="d">
        <Accordion.Control>{label}</Accordion.Control>
        <Accordion.Panel>{children}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  ),
  Table: ({ columns, rows }) => (
    <Paper withBorder>
      <Table>
        <Table.Thead><Table.Tr><Table.Th>{columns[0]}</Table.Th><Table.Th>{columns[1]}</Table.Th></Table.Tr></Table.Thead>
        <Table.Tbody>
          {rows.map((r) => <Table.Tr key={r.key}><Table.Td><span id={r.labelId}>{r.label}</span></Table.Td><Table.Td>{r.cell}</Table.Td></Table.Tr>)}
        </Table.Tbody>
      </Table>
    </Paper>
  ),
  HeaderBar: ({ title, children }) => (
    <Paper component="header" className="cb-header" shadow="xs" radius={0}>
      <Title order={4}>{title}</Title>
      {children}
    </Paper>
  ),
  Clutter({ item }) {
    switch (item.kind) {
      case 'button': return <Button variant="default">{item.label}</Button>;
      case 'text_input': return <TextInput label={item.label} w={180} />;
      case 'switch': return <Switch label={item.label} />;
      case 'checkbox': return <Checkbox label={item.label} />;
      case 'select': return <Select label={item.label} data={item.detail as string[]} w={140} />;
      case 'link': return <Anchor href="#" onClick={(e) => e.preventDefault()}>{item.label}</Anchor>;
      case 'tag': return <Badge variant="light">{item.label}</Badge>;
      case 'alert': return <Alert variant="light" title={item.label} />;
      case 'progress': return <span className="cb-labelled"><Text size="sm">{item.label}</Text><Progress value={Number(item.detail)} w={140} /></span>;
      case 'badge': return <Indicator label="5" size={16}><Text size="sm" pr={6}>{item.label}</Text></Indicator>;
    }
  },
  Muted: ({ children }) => <Text component="span" size="sm" c="dimmed">{children}</Text>,
};

export default adapter;
