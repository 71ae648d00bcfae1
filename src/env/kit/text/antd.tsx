/** antd text fields: a vertical form item whose label names the control, with optional help text. */
import { Form, Input } from 'antd';
import { useId, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useTextValue, type EntryBinding, type EntryParams } from './shared';

export function AntdField({ label, hint, children }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Form layout="vertical" component={false}>
      <Form.Item label={label} htmlFor={id} extra={hint} style={{ marginBottom: 0 }}>{children(id)}</Form.Item>
    </Form>
  );
}

type InputLike = ComponentType<ComponentProps<typeof Input>> | typeof Input.TextArea;

/** An antd input (or TextArea, Password, Search…), bound to the `value` field unless given a value and handler. */
export function AntdEntry({ params, as: C = Input, value, onChange, ...rest }: EntryBinding & { params: EntryParams; as?: InputLike } & Record<string, unknown>) {
  const [bound, onBound] = useTextValue();
  return (
    <AntdField label={params.label} hint={params.hint}>
      {(id) => <C id={id} value={value ?? bound} onChange={onChange ?? onBound} placeholder={params.placeholder} {...rest} />}
    </AntdField>
  );
}
