import { Box, Button, Collapse, Text } from '@mantine/core';
import { useId } from 'react';
import { useField } from '../../env/kit/field';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** Mantine's Collapse with a Button that toggles it, as Mantine's docs compose it. */
export default function MantineCollapsible({ params }: RendererProps<Params>) {
  const [open, setOpen] = useField<boolean>('open');
  const id = useId();
  return (
    <Box>
      <Button
        variant="subtle" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={`${id}-body`}
        rightSection={<KitIcon name="chevronDown" size={16} style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />}
      >
        {params.label}
      </Button>
      <Collapse expanded={open}>
        <Text id={`${id}-body`} size="sm" px="xs" pt="xs">{params.body}</Text>
      </Collapse>
    </Box>
  );
}
