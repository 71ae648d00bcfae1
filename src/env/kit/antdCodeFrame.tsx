import { Button, Flex, Tag, theme } from 'antd';
import type { CodeFrameProps } from './codeFrame';

/**
 * antd has no code editor: CodeMirror in a bordered box drawn with antd's tokens under a toolbar
 * row. Not a Card nor Typography: Card brings its Tabs, Dropdown and Skeleton, Typography its
 * copy and edit machinery (together 40 kB gzip) for a header line.
 */
export function AntdCodeFrame(p: CodeFrameProps) {
  const { token } = theme.useToken();
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const footer = p.problem || p.status;
  return (
    <div style={{ border: line, borderRadius: token.borderRadiusLG }}>
      <Flex align="center" gap={4} style={{ padding: `${token.paddingXXS}px ${token.paddingSM}px`, borderBottom: line }}>
        <span id={p.labelId} style={{ flex: 1, fontFamily: token.fontFamilyCode, fontWeight: token.fontWeightStrong, color: token.colorText }}>{p.file}</span>
        <Tag>{p.language}</Tag>
        {p.buttons.map((b) => <Button key={b.label} size="small" type="text" onClick={b.onClick}>{b.label}</Button>)}
      </Flex>
      <div ref={p.host} />
      {footer ? (
        <div role={p.problem ? 'alert' : undefined} style={{ padding: `${token.paddingXXS}px ${token.paddingSM}px`, borderTop: line, fontSize: token.fontSizeSM, color: p.problem ? token.colorError : token.colorTextSecondary }}>
          {p.problem || p.status}
        </div>
      ) : null}
    </div>
  );
}
