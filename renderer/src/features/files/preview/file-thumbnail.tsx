import {
  CodeSandboxOutlined, FileExcelOutlined, FileImageOutlined, FilePdfOutlined, FileTextOutlined, FileWordOutlined, FileZipOutlined,
} from '@ant-design/icons';
import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import type { FileKind, FileView } from '#shared/schemas/file-schemas.ts';
import { useEffect, useState, type ComponentType } from 'react';
import { apiRequest } from '../../../lib/api/api-transport.ts';
import { useNearViewport } from '../../../ui/use-near-viewport.ts';
import { KIND_LABELS } from './preview-format.ts';
import './file-preview.css';

const KIND_ICONS: Record<FileKind, ComponentType<{ className?: string }>> = {
  pdf: FilePdfOutlined,
  image: FileImageOutlined,
  step: CodeSandboxOutlined,
  iges: CodeSandboxOutlined,
  stl: CodeSandboxOutlined,
  '3mf': CodeSandboxOutlined,
  obj: CodeSandboxOutlined,
  zip: FileZipOutlined,
  xlsx: FileExcelOutlined,
  csv: FileTextOutlined,
  docx: FileWordOutlined,
};

/** The icon of a file's kind (PDF, image, 3D model, archive, spreadsheet...), labelled for screen readers. */
export function FileKindIcon({ kind, className }: { kind: FileKind; className?: string }) {
  const Icon = KIND_ICONS[kind];
  return (
    <span role="img" aria-label={KIND_LABELS[kind]} className={`hh-file-kind hh-file-kind--${kind}${className ? ` ${className}` : ''}`}>
      <Icon />
    </span>
  );
}

/**
 * A fixed-size square for a file in a list: an image's picture once the square comes near the
 * viewport (fetched with the session, so the attachment disposition does not matter), otherwise the
 * kind's icon. The box never changes size, so nothing shifts when the picture arrives.
 */
export function FileThumbnail({ file, size = 48 }: { file: Pick<FileView, 'id' | 'kind' | 'mime' | 'downloadable'>; size?: number }) {
  const [ref, near] = useNearViewport('200px');
  const [url, setUrl] = useState<string | null>(null);
  const showable = file.kind === 'image' && file.downloadable && !file.mime.includes('svg');

  useEffect(() => {
    if (!showable || !near) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void apiRequest(apiPath(API_PATHS.fileDownload, { id: file.id }), { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        objectUrl = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: file.mime }));
        if (controller.signal.aborted) URL.revokeObjectURL(objectUrl);
        else setUrl(objectUrl);
      })
      // A thumbnail that cannot load stays an icon.
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [showable, near, file.id, file.mime]);

  return (
    <span ref={ref} className="hh-file-thumb" style={{ width: size, height: size }} data-testid="file-thumbnail">
      {url ? <img src={url} alt="" loading="lazy" decoding="async" width={size} height={size} /> : <FileKindIcon kind={file.kind} />}
    </span>
  );
}
