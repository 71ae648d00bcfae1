import { Button, Flex, Input, Segmented, theme } from 'antd';
import { useId } from 'react';
import { AntdIcon } from '../../env/kit/antdIcons';
import { MarkdownPreview } from '../../env/kit/MarkdownPreview';
import type { RendererProps } from '../../env/kit/types';
import { MARKDOWN_TOOLS, useMarkdownEditor, type MarkdownView } from '../../env/kit/useMarkdownEditor';
import type { Params } from './family';

/** antd has no markdown editor: a TextArea under an icon toolbar, a Segmented Write/Preview switch. */
export default function AntdMarkdownEditor({ params }: RendererProps<Params>) {
  const md = useMarkdownEditor(params.initial, params.preview);
  const { token } = theme.useToken();
  const id = useId();
  return (
    <Flex vertical gap={token.marginXS}>
      <Flex align="center" gap={token.marginXS}>
        <label htmlFor={id} style={{ flex: 1, fontWeight: token.fontWeightStrong, color: token.colorText }}>{params.label}</label>
        <Segmented size="small" options={['Write', 'Preview']} value={md.view} onChange={(v) => md.setView(v as MarkdownView)} />
      </Flex>
      {md.view === 'Write' ? (
        <>
          <Flex gap={2} role="toolbar" aria-label="Formatting">
            {MARKDOWN_TOOLS.map((t) => (
              <Button key={t.kind} size="small" type="text" aria-label={t.label} icon={<AntdIcon name={t.icon} />} onMouseDown={(e) => e.preventDefault()} onClick={() => md.apply(t.kind)} />
            ))}
          </Flex>
          <Input.TextArea
            id={id}
            ref={(r) => { md.area.current = r?.resizableTextArea?.textArea ?? null; }}
            value={md.text}
            onChange={(e) => md.edit(e.target.value)}
            autoSize={{ minRows: 6 }}
          />
        </>
      ) : (
        <MarkdownPreview html={md.html} style={{ color: token.colorText, padding: `${token.paddingXS}px ${token.paddingSM}px`, border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }} />
      )}
    </Flex>
  );
}
