import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { FileView } from '#shared/schemas/file-schemas.ts';
import { useRef, type ReactNode } from 'react';
import { FileDropZone, UploadList, useFileUploads, type UploadDestination } from '../files/index.ts';

interface FileUploadAreaProps {
  destination: UploadDestination;
  /** Called once per file the server recorded: the caller attaches it. */
  onUploaded: (file: FileView) => void;
  /** The button's accessible name, to tell several areas on one page apart. */
  label: string;
  disabled?: boolean;
  hint?: string;
  /** What the files are dropped onto (the attached files' list or picker). */
  children?: ReactNode;
}

/**
 * Files from the member's computer, uploaded at once to a request or a quote: a button, the area as a
 * drop target, and the running or refused uploads. Finished uploads leave the list: the caller shows
 * them among the attached files.
 */
export function FileUploadArea({ destination, onUploaded, label, disabled, hint, children }: FileUploadAreaProps) {
  const picker = useRef<HTMLInputElement>(null);
  const uploads = useFileUploads(destination, { onUploaded });
  const pending = uploads.items.filter((item) => item.state !== 'done');
  return (
    <FileDropZone onFiles={uploads.add} disabled={disabled} className="hh-rfq-uploads">
      <Flex vertical gap={8}>
        {children}
        <Flex gap={8} align="center" wrap>
          <Button icon={<UploadOutlined />} disabled={disabled} aria-label={label} onClick={() => picker.current?.click()}>
            Upload files
          </Button>
          {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
        </Flex>
        <input
          ref={picker}
          type="file"
          multiple
          // Not the hidden attribute: antd's form styles show file inputs as blocks.
          style={{ display: 'none' }}
          data-testid="upload-input"
          onChange={(event) => {
            uploads.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <UploadList items={pending} onCancel={uploads.cancel} onRetry={uploads.retry} />
      </Flex>
    </FileDropZone>
  );
}
