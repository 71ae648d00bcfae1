import { Button, Drawer, NavLink } from '@mantine/core';
import { useOverlayChoice } from '../../env/kit/overlayChoice';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/** Mantine's Drawer with NavLinks, as shipped: named by its title, its close button unnamed. */
export default function MantineDrawer({ params }: RendererProps<Params>) {
  const { open, show, choose, dismiss } = useOverlayChoice(params.initialOpen);
  return (
    <>
      <Button variant="default" onClick={show}>{params.trigger}</Button>
      <Drawer opened={open} onClose={dismiss} title={params.title} size={300}>
        {params.entries.map((e) => <NavLink key={e} component="button" label={e} onClick={() => choose(e)} />)}
      </Drawer>
    </>
  );
}
