import { Tabs } from '@mantine/core';
import { useField } from '../../env/kit/field';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineTabs({ params }: RendererProps<Params>) {
  const [active, setActive] = useField<string>('active');
  return (
    <Tabs value={active} onChange={(v) => { if (v) setActive(v); }}>
      <Tabs.List>
        {params.tabs.map((t) => <Tabs.Tab key={t.label} value={t.label}>{t.label}</Tabs.Tab>)}
      </Tabs.List>
      {params.tabs.map((t) => <Tabs.Panel key={t.label} value={t.label} pt="sm">{t.body}</Tabs.Panel>)}
    </Tabs>
  );
}
