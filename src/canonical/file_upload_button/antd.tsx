import { Button, Typography, Upload } from 'antd';
import { AntdIcon } from '../../env/kit/antdIcons';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { useUploader } from '../../env/kit/uploader';

/**
 * antd's Upload around a Button, with its own file list (each item's remove button is "Remove
 * file"). Nothing is sent anywhere: each batch the chooser delivers is taken in `beforeUpload`,
 * and the list shows the uploader's files as done.
 */
export default function AntdFileUpload({ params }: RendererProps<Params>) {
  const u = useUploader(params);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 300 }}>
      <Typography.Text strong>{params.title}</Typography.Text>
      <Upload
        accept={u.accept}
        multiple={params.multiple}
        fileList={u.files.map((f) => ({ uid: f.uid, name: f.name, status: 'done' as const }))}
        beforeUpload={(file, batch) => {
          if (file === batch[0]) u.add(batch);
          return Upload.LIST_IGNORE;
        }}
        onRemove={(file) => u.remove(file.uid)}
      >
        <Button icon={<AntdIcon name="upload" />}>{params.button}</Button>
      </Upload>
      <Typography.Text type="secondary">{params.hint}</Typography.Text>
      {u.error && <Typography.Text type="danger" aria-live="polite">{u.error}</Typography.Text>}
    </div>
  );
}
