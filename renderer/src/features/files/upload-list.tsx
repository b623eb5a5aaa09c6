import './files.css';
import { CloseOutlined, ExclamationCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Progress, Tooltip } from 'antd';
import { formatFileSize } from './preview/preview-format.ts';
import type { UploadItem } from './use-file-uploads.ts';

/** The files being uploaded: each with its progress, Cancel, and Retry after a failure, or why it was refused. */
export function UploadList({ items, onCancel, onRetry }: { items: readonly UploadItem[]; onCancel: (key: string) => void; onRetry: (key: string) => void }) {
  if (!items.length) return null;
  return (
    <ul className="hh-uploads" aria-label="Files to send">
      {items.map((item) => {
        const percent = item.size ? Math.floor((item.sent / item.size) * 100) : 0;
        return (
          <li key={item.key} className={`hh-upload hh-upload--${item.state}`} data-testid="upload-item" data-state={item.state}>
            <div className="hh-upload__line">
              <span className="hh-upload__name" title={item.name}>
                {item.name}
              </span>
              <span className="hh-upload__size">{formatFileSize(item.size)}</span>
              {item.state === 'failed' && item.retryable && (
                <Tooltip title="Retry">
                  <Button size="small" type="text" icon={<ReloadOutlined />} aria-label={`Retry ${item.name}`} onClick={() => onRetry(item.key)} />
                </Tooltip>
              )}
              <Tooltip title={item.state === 'uploading' ? 'Cancel upload' : 'Remove'}>
                <Button size="small" type="text" icon={<CloseOutlined />} aria-label={`${item.state === 'uploading' ? 'Cancel' : 'Remove'} ${item.name}`} onClick={() => onCancel(item.key)} />
              </Tooltip>
            </div>
            {item.state === 'uploading' && <Progress percent={percent} size="small" aria-label={`Uploading ${item.name}`} />}
            {item.state === 'failed' && (
              <div className="hh-upload__error" role="alert">
                <ExclamationCircleOutlined /> {item.error}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
