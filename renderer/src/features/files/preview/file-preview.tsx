import { CalculatorOutlined, DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Modal, Spin, Tag, Typography } from 'antd';
import { apiPath, API_PATHS } from '#shared/api/api-paths.ts';
import { FILE_MESSAGES, isModelKind, type FileView, type ModelKind } from '#shared/schemas/file-schemas.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { downloadApiFile } from '../../../lib/api/download-file.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { ImageViewer } from './image-viewer.tsx';
import { ModelViewer } from './model-viewer.tsx';
import { PdfViewer } from './pdf-viewer.tsx';
import { formatFileSize, KIND_LABELS, previewModeOf, SCAN_LABELS } from './preview-format.ts';
import { useFileBytes } from './use-file-bytes.ts';
import './file-preview.css';

export interface FilePreviewProps {
  file: FileView;
  open: boolean;
  onClose: () => void;
}

export const NO_PREVIEW = 'No preview for this kind of file';
const SCAN_COLOURS = { pending: 'processing', clean: 'success', infected: 'error', not_scanned: 'default' } as const;

/** Where "Estimate cost" takes a model (and "Price this BOM" a CSV or Excel file): the cost estimator, filled from the file. */
export const estimateCostPath = (fileId: number) => `/design-recommendations?tab=cost-estimation&fromFile=${fileId}`;

function DownloadButton({ file, type = 'default' }: { file: FileView; type?: 'default' | 'primary' }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadApiFile(apiPath(API_PATHS.fileDownload, { id: file.id }), file.name);
    } catch (error) {
      toast.error('Download failed', error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type={type} icon={<DownloadOutlined />} loading={busy} disabled={!file.downloadable} onClick={() => void download()}>
      Download
    </Button>
  );
}

/** The viewer for a downloadable file of a kind shown inline, once its bytes are here. */
function PreviewBody({ file }: { file: FileView }) {
  const mode = previewModeOf(file.kind);
  // Never drawn inline even as an image: SVG can carry script.
  const inline = mode !== 'none' && !file.mime.includes('svg');
  const bytes = useFileBytes(file.id, inline);
  if (!inline) {
    return (
      <Empty image={<FileSearchOutlined className="hh-preview__empty-icon" />} description={NO_PREVIEW}>
        <DownloadButton file={file} type="primary" />
      </Empty>
    );
  }
  if (bytes.status === 'loading') {
    return (
      <Flex justify="center" align="center" gap={12} className="hh-preview__loading">
        <Spin />
        <Typography.Text type="secondary">Loading {file.name}…</Typography.Text>
      </Flex>
    );
  }
  if (bytes.status === 'error') {
    return <Alert type="error" showIcon title="The file could not be loaded" description={bytes.message} action={<Button onClick={bytes.retry}>Retry</Button>} />;
  }
  if (mode === 'image') return <ImageViewer bytes={bytes.bytes} mime={file.mime} name={file.name} />;
  if (mode === 'pdf') return <PdfViewer bytes={bytes.bytes} onRetry={bytes.retry} />;
  return <ModelViewer kind={file.kind as ModelKind} bytes={bytes.bytes} geometry={file.geometry} onRetry={bytes.retry} />;
}

/**
 * A shared file in a dialog (the whole screen on a phone): its name, size, kind and virus-scan state,
 * a Download button and, by kind, the image, the PDF or the 3D model. A model the server measured
 * offers "Estimate cost". A file still being scanned (or infected) shows why it cannot be opened yet.
 */
export function FilePreview({ file, open, onClose }: FilePreviewProps) {
  const navigate = useNavigate();
  const canEstimate = isModelKind(file.kind) && file.geometry !== null;
  // The estimator reads the file's lines, so only once it may be read.
  const canPriceBom = (file.kind === 'csv' || file.kind === 'xlsx') && file.downloadable;
  const blocked =
    file.scanStatus === 'infected' ? (
      <Alert type="error" showIcon title="Virus found" description={FILE_MESSAGES.quarantined} />
    ) : !file.downloadable ? (
      <Alert type="info" showIcon title="Still being checked for viruses" description={FILE_MESSAGES.notYetScanned} data-testid="file-preview-pending" />
    ) : null;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={<span className="hh-preview__title">{file.name}</span>}
      width={{ xs: '100%', sm: '100%', md: '92vw', lg: 960, xl: 1100 }}
      centered
      destroyOnHidden
      className="hh-preview"
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          {canEstimate && (
            <Button
              icon={<CalculatorOutlined />}
              onClick={() => {
                onClose();
                void navigate(estimateCostPath(file.id));
              }}
            >
              Estimate cost
            </Button>
          )}
          {canPriceBom && (
            <Button
              icon={<CalculatorOutlined />}
              onClick={() => {
                onClose();
                void navigate(estimateCostPath(file.id));
              }}
            >
              Price this BOM
            </Button>
          )}
          <DownloadButton file={file} />
          <Button type="primary" onClick={onClose}>
            Close
          </Button>
        </Flex>
      }
    >
      <Flex className="hh-preview__meta" gap={8} align="center" wrap>
        <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>
        <Typography.Text type="secondary">·</Typography.Text>
        <Typography.Text type="secondary">{KIND_LABELS[file.kind]}</Typography.Text>
        <Tag color={SCAN_COLOURS[file.scanStatus]} data-testid="file-scan-status">
          {SCAN_LABELS[file.scanStatus]}
        </Tag>
      </Flex>
      <div className="hh-preview__body">{blocked ?? <PreviewBody file={file} />}</div>
    </Modal>
  );
}
