import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { RendererProps } from '../../env/kit/types';
import { CopyFields, type CopyFieldProps } from './CopyFields';
import type { Params } from './family';

const Caption = ({ children }: { children: ReactNode }) => <Typography.Text strong>{children}</Typography.Text>;
const Label = ({ children }: { children: ReactNode }) => <Typography.Text type="secondary">{children}</Typography.Text>;
/** antd's copyable text: its own "Copy" button, tooltip and copied tick; `onCopy` fires after the write. */
const Field = ({ value, onCopied }: CopyFieldProps) => <Typography.Text copyable={{ text: value, onCopy: onCopied }}>{value}</Typography.Text>;

export default function AntdClipboardCopy({ params }: RendererProps<Params>) {
  return <CopyFields params={params} Caption={Caption} Label={Label} Field={Field} />;
}
