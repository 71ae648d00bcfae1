import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { LinkGroup, type LinkProps } from './LinkGroup';

const Link = (p: LinkProps) => <Typography.Link {...p} />;
const Text = ({ children }: { children: ReactNode }) => <Typography.Text>{children}</Typography.Text>;
const Muted = ({ children }: { children: ReactNode }) => <Typography.Text type="secondary">{children}</Typography.Text>;

export default function AntdLinks({ params }: RendererProps<Params>) {
  return <LinkGroup params={params} Link={Link} Text={Text} Muted={Muted} />;
}
