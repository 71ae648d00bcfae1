import { Typography, Upload } from 'antd';
import { AntdIcon } from '../../env/kit/antdIcons';
import type { RendererProps } from '../../env/kit/types';
import { useUploader } from '../../env/kit/uploader';
import { DROP_LINE } from '../../env/kit/uploaderModel';
import type { Params } from './family';

/** antd's Upload.Dragger (a button named by all its text) with its own file list; batches are taken in `beforeUpload`, nothing is sent. */
export default function AntdFileDropzone({ params }: RendererProps<Params>) {
  const u = useUploader(params);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6, width: 340 }}>
      <Typography.Text strong>{params.title}</Typography.Text>
      <Upload.Dragger
        accept={u.accept}
        multiple={params.multiple}
        fileList={u.files.map((f) => ({ uid: f.uid, name: f.name, status: 'done' as const }))}
        beforeUpload={(file, batch) => {
          if (file === batch[0]) u.add(batch);
          return Upload.LIST_IGNORE;
        }}
        onRemove={(file) => u.remove(file.uid)}
      >
        <p className="ant-upload-drag-icon"><AntdIcon name="archive" /></p>
        <p className="ant-upload-text">{params.button}</p>
        <p className="ant-upload-hint">{DROP_LINE}</p>
        <p className="ant-upload-hint">{params.hint}</p>
      </Upload.Dragger>
      {u.error && <Typography.Text type="danger" aria-live="polite">{u.error}</Typography.Text>}
    </div>
  );
}
