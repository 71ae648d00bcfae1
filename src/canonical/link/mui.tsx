import { Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { LinkGroup, type LinkProps } from './LinkGroup';

const Link = (p: LinkProps) => <MuiLink {...p} />;
const Text = ({ children }: { children: ReactNode }) => <Typography variant="body2" component="div">{children}</Typography>;
const Muted = ({ children }: { children: ReactNode }) => <Typography variant="body2" color="text.secondary">{children}</Typography>;

export default function MuiLinks({ params }: RendererProps<Params>) {
  return <LinkGroup params={params} Link={Link} Text={Text} Muted={Muted} />;
}
