import { ActionIcon, Code, CopyButton, Text, Tooltip } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { KitIcon } from '../../env/kit/icons';
import type { RendererProps } from '../../env/kit/types';
import { CopyFields, type CopyFieldProps } from './CopyFields';
import type { Params } from './family';

const Caption = ({ children }: { children: ReactNode }) => <Text size="sm" fw={600}>{children}</Text>;
const Label = ({ children }: { children: ReactNode }) => <Text size="sm" c="dimmed">{children}</Text>;

/** Reports the copy when Mantine's `CopyButton` says it is done (its write resolved). */
function OnCopied({ copied, onCopied }: { copied: boolean; onCopied(): void }) {
  useEffect(() => { if (copied) onCopied(); }, [copied]);
  return null;
}

/** Mantine's `CopyButton` around an icon `ActionIcon` with a tooltip, as in Mantine's docs: the icon has no accessible name. */
const Field = ({ value, onCopied }: CopyFieldProps) => (
  <>
    <Code style={{ overflowWrap: 'anywhere' }}>{value}</Code>
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <>
          <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow position="right">
            <ActionIcon color={copied ? 'teal' : 'gray'} variant="subtle" onClick={copy}>
              <KitIcon name={copied ? 'check' : 'copy'} size={16} />
            </ActionIcon>
          </Tooltip>
          <OnCopied copied={copied} onCopied={onCopied} />
        </>
      )}
    </CopyButton>
  </>
);

export default function MantineClipboardCopy({ params }: RendererProps<Params>) {
  return <CopyFields params={params} Caption={Caption} Label={Label} Field={Field} />;
}
