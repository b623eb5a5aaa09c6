import './files.css';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import type { FileView } from '#shared/schemas/file-schemas.ts';
import { apiUrl } from '../../lib/api/api-transport.ts';
import { FileKindIcon, FileThumbnail } from './preview/file-thumbnail.tsx';
import { LazyFilePreview } from './preview/lazy-file-preview.tsx';
import { formatFileSize, KIND_LABELS, SCAN_LABELS } from './preview/preview-format.ts';

/** Where a file's bytes are fetched: an attachment the browser (or the desktop shell) saves. */
export const downloadUrl = (file: Pick<FileView, 'id'>) => apiUrl(apiPath(API_PATHS.fileDownload, { id: file.id }));

/** The scan state where it matters: pending, infected and not scanned are said; a clean file needs no tag. */
export function ScanStatusTag({ file }: { file: Pick<FileView, 'scanStatus'> }) {
  if (file.scanStatus === 'clean') return null;
  const color = file.scanStatus === 'infected' ? 'red' : file.scanStatus === 'pending' ? 'gold' : 'default';
  return (
    <Tag color={color} className="hh-file__scan" data-testid="scan-status">
      {SCAN_LABELS[file.scanStatus]}
    </Tag>
  );
}

/** One file as a row: its picture or kind, name (opens the preview), size and kind, scan state, download. */
export function FileRow({ file, actions }: { file: FileView; actions?: React.ReactNode }) {
  const [previewing, setPreviewing] = useState(false);
  const quarantined = file.scanStatus === 'infected';
  return (
    <div className="hh-file" data-testid="file-row" data-file-id={file.id}>
      <span className="hh-file__icon">{file.kind === 'image' && file.downloadable ? <FileThumbnail file={file} /> : <FileKindIcon kind={file.kind} />}</span>
      <span className="hh-file__text">
        <button type="button" className="hh-file__name" title={file.name} disabled={quarantined} onClick={() => setPreviewing(true)}>
          {file.name}
        </button>
        <span className="hh-file__meta">
          {formatFileSize(file.size)} · {KIND_LABELS[file.kind]}
        </span>
      </span>
      <ScanStatusTag file={file} />
      <span className="hh-file__actions">
        {!quarantined && (
          <Tooltip title="Preview">
            <Button size="small" type="text" icon={<EyeOutlined />} aria-label={`Preview ${file.name}`} onClick={() => setPreviewing(true)} />
          </Tooltip>
        )}
        {file.downloadable && (
          <Tooltip title="Download">
            <Button size="small" type="text" icon={<DownloadOutlined />} aria-label={`Download ${file.name}`} href={downloadUrl(file)} download={file.name} />
          </Tooltip>
        )}
        {actions}
      </span>
      {previewing && <LazyFilePreview file={file} open onClose={() => setPreviewing(false)} />}
    </div>
  );
}

/** A message's files, under its text. */
export function AttachmentList({ files }: { files: readonly FileView[] }) {
  if (!files.length) return null;
  return (
    <div className="hh-attachments" data-testid="attachments">
      {files.map((file) => (
        <FileRow key={file.id} file={file} />
      ))}
    </div>
  );
}
