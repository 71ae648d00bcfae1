import stylesUrl from '@mantine/core/styles.css?url';
import { Button, Card, MantineProvider, Text, Title } from '@mantine/core';
import type { SceneCore } from '../../../kit/types';
import { loadStylesheet } from '../stylesheet';

/** Components whose `size` compact spacing turns down. */
const SIZED = ['Button', 'TextInput', 'Textarea', 'PasswordInput', 'NumberInput', 'Select', 'MultiSelect', 'TagsInput', 'Checkbox', 'Radio',
  'Switch', 'Slider', 'SegmentedControl', 'Rating', 'PinInput', 'ActionIcon', 'Pagination', 'Chip', 'Autocomplete', 'Input', 'InputWrapper',
  'JsonInput', 'ColorInput', 'Stepper', 'Tabs', 'Anchor', 'Badge', 'CloseButton', 'FileInput', 'NativeSelect', 'DatePickerInput'];

const core: SceneCore = {
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
  Muted: ({ children }) => <Text component="span" size="sm" c="dimmed">{children}</Text>,
};

export default core;
