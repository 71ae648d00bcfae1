import { Anchor, Text as MantineText } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { LinkGroup, type LinkProps } from './LinkGroup';

const Link = (p: LinkProps) => <Anchor {...p} />;
const Text = ({ children }: { children: ReactNode }) => <MantineText size="sm" component="div">{children}</MantineText>;
const Muted = ({ children }: { children: ReactNode }) => <MantineText size="sm" c="dimmed">{children}</MantineText>;

export default function MantineLinks({ params }: RendererProps<Params>) {
  return <LinkGroup params={params} Link={Link} Text={Text} Muted={Muted} />;
}
