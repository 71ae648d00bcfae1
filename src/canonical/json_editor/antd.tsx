import { Button, Flex, Input, Tag, theme } from 'antd';
import { useId, useState } from 'react';
import { formatJson, useJsonDoc } from '../../env/kit/useJsonDoc';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';

/**
 * antd has no code editor: a monospace TextArea that shows antd's error status while the document
 * does not parse, with a Format button. Not CodeMirror: with antd and a scene's clutter or dialog
 * it put pages over the page budget (MUI's editor is CodeMirror, Mantine's its JsonInput).
 */
export default function AntdJsonEditor({ params }: RendererProps<Params>) {
  const { token } = theme.useToken();
  const id = useId();
  const [doc, setDoc] = useState(params.initial);
  const json = useJsonDoc();
  const edit = (next: string) => {
    setDoc(next);
    json.onDoc(next);
  };
  return (
    <Flex vertical gap={token.marginXXS}>
      <Flex align="center" gap={4}>
        <label htmlFor={id} style={{ flex: 1, fontFamily: token.fontFamilyCode, fontWeight: token.fontWeightStrong, color: token.colorText }}>{params.file}</label>
        <Tag>JSON</Tag>
        <Button size="small" type="text" onClick={() => { const f = formatJson(doc); if (f !== null) edit(f); }}>Format</Button>
      </Flex>
      <Input.TextArea
        id={id}
        value={doc}
        onChange={(e) => edit(e.target.value)}
        status={json.problem ? 'error' : undefined}
        autoSize={{ minRows: 6 }}
        spellCheck={false}
        style={{ fontFamily: token.fontFamilyCode }}
      />
      {json.problem ? <div role="alert" style={{ color: token.colorError, fontSize: token.fontSizeSM }}>{json.problem}</div> : null}
    </Flex>
  );
}
