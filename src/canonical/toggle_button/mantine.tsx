import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useField } from '../../env/kit/field';
import { Glyph } from '../../env/kit/glyphs';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

export default function MantineToggleButton({ params: p }: RendererProps<Params>) {
  const [pressed, setPressed] = useField<boolean>('pressed');
  const look = { variant: pressed ? 'filled' : 'default', 'aria-pressed': pressed, onClick: () => setPressed(!pressed) } as const;
  return p.face === 'icon'
    ? <Tooltip label={p.label}><ActionIcon {...look} size="lg" aria-label={p.label}><Glyph name={p.glyph} /></ActionIcon></Tooltip>
    : <Button {...look} leftSection={p.face === 'icon_text' ? <Glyph name={p.glyph} size={16} /> : undefined}>{p.label}</Button>;
}
