import { CloseOutlined, InboxOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { addProductImage } from '#shared/schemas/product-schemas.ts';
import { PRODUCT_LIMITS, PRODUCT_MESSAGES } from '#shared/constants/products.ts';
import type { UploadResult } from '#shared/schemas/upload-schemas.ts';
import { thumbnailOf, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '#shared/constants/uploads.ts';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api/api-error.ts';
import { uploadWithProgress, type UploadHandle } from '../../lib/api/upload-with-progress.ts';
import { TagInput } from '../../ui/tag-input.tsx';

interface PendingUpload {
  uid: string;
  name: string;
  percent: number;
  error?: string;
}

/** A picture of the form's list, or the placeholder when it does not load (a broken image shows a placeholder). */
function ImageTile({ url, index, onRemove }: { url: string; index: number; onRemove: () => void }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="hh-image-tile" data-testid="image-tile">
      {broken ? (
        <div className="hh-image-tile__placeholder" role="img" aria-label="Image could not be loaded">
          <PictureOutlined />
        </div>
      ) : (
        <img src={thumbnailOf(url)} alt={`Image ${index + 1}`} onError={() => setBroken(true)} />
      )}
      {index === 0 && <span className="hh-image-tile__cover">Cover</span>}
      <Button size="small" shape="circle" className="hh-image-tile__remove" icon={<CloseOutlined />} aria-label={`Remove image ${index + 1}`} onClick={onRemove} />
    </div>
  );
}

/**
 * Product Images: drop or choose JPEG/PNG/WebP files (each uploaded at once, with its
 * progress), or add an image address with Add/Enter; the first picture is the cover. Files are
 * checked here first (type, size, count) with the server's own messages, which it checks again.
 * `onBusyChange` tells the form while uploads run, so it is not sent without them.
 */
export function ProductImageField({
  id, value, onChange, onRejected, onBusyChange,
}: { id: string; value: string[]; onChange: (next: string[]) => void; onRejected: (message: string) => void; onBusyChange: (busy: boolean) => void }) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const handles = useRef(new Map<string, UploadHandle<UploadResult>>());
  // Uploads finish one by one: each adds to the latest list, not the one it started with.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const running = pending.filter((upload) => !upload.error).length;

  useEffect(() => onBusyChange(running > 0), [running, onBusyChange]);
  useEffect(() => () => handles.current.forEach((handle) => handle.abort()), []);

  const update = (uid: string, changes: Partial<PendingUpload> | null) =>
    setPending((list) => (changes ? list.map((upload) => (upload.uid === uid ? { ...upload, ...changes } : upload)) : list.filter((upload) => upload.uid !== uid)));

  const start = (file: File & { uid: string }) => {
    const form = new FormData();
    form.append(UPLOAD_LIMITS.field, file, file.name);
    const handle = uploadWithProgress<UploadResult>(API_PATHS.uploads, form, (percent) => update(file.uid, { percent }));
    handles.current.set(file.uid, handle);
    setPending((list) => [...list, { uid: file.uid, name: file.name, percent: 0 }]);
    handle.done.then(
      (result) => {
        const urls = result.images.map((image) => image.url).filter((url) => !latest.current.includes(url));
        if (latest.current.length + urls.length > PRODUCT_LIMITS.images) onRejected(PRODUCT_MESSAGES.images.tooMany);
        else {
          // Set at once too: another upload may finish before the form renders the new list.
          latest.current = [...latest.current, ...urls];
          onChange(latest.current);
        }
        update(file.uid, null);
      },
      (error: unknown) => update(file.uid, { error: errorMessage(error, UPLOAD_MESSAGES.failed) }),
    ).finally(() => handles.current.delete(file.uid));
  };

  /** The server's rules, checked before sending: refused files never start. */
  const accept = (file: File, batch: File[]): boolean => {
    if (!(UPLOAD_LIMITS.types as readonly string[]).includes(file.type)) {
      onRejected(UPLOAD_MESSAGES.notAnImage(file.name));
      return false;
    }
    if (file.size > UPLOAD_LIMITS.maxBytes) {
      onRejected(UPLOAD_MESSAGES.tooLarge);
      return false;
    }
    // Room for the whole batch, counting what is listed and uploading; reported once, on its first file.
    if (latest.current.length + running + batch.length > PRODUCT_LIMITS.images) {
      if (batch[0] === file) onRejected(PRODUCT_MESSAGES.images.tooMany);
      return false;
    }
    return true;
  };

  return (
    <Flex vertical gap={12} className="hh-image-field">
      <Upload.Dragger
        multiple
        accept={UPLOAD_LIMITS.types.join(',')}
        showUploadList={false}
        beforeUpload={(file, batch) => (accept(file, batch) ? true : Upload.LIST_IGNORE)}
        customRequest={({ file }) => start(file as File & { uid: string })}
        className="hh-image-field__drop"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Drag and drop images here, or click to choose</p>
        <p className="ant-upload-hint">JPEG, PNG or WebP, up to 5 MB each, {PRODUCT_LIMITS.images} images per listing. The first image is the cover.</p>
      </Upload.Dragger>
      {pending.length > 0 && (
        <Flex vertical gap={6} aria-label="Uploads" role="list">
          {pending.map((upload) => (
            <Flex key={upload.uid} gap={10} align="center" role="listitem" className="hh-upload-row" data-testid="upload-row">
              <Typography.Text ellipsis className="hh-upload-row__name">
                {upload.name}
              </Typography.Text>
              {upload.error ? (
                <>
                  <Typography.Text type="danger" className="hh-upload-row__error">
                    {upload.error}
                  </Typography.Text>
                  <Button size="small" type="text" aria-label={`Dismiss ${upload.name}`} icon={<CloseOutlined />} onClick={() => update(upload.uid, null)} />
                </>
              ) : (
                <Progress percent={upload.percent} size="small" className="hh-upload-row__bar" aria-label={`Uploading ${upload.name}`} />
              )}
            </Flex>
          ))}
        </Flex>
      )}
      {value.length > 0 && (
        <div className="hh-image-grid">
          {value.map((url, index) => (
            <ImageTile key={url} url={url} index={index} onRemove={() => onChange(value.filter((other) => other !== url))} />
          ))}
        </div>
      )}
      <TagInput id={id} value={[]} onChange={onChange} add={(_items, raw) => addProductImage(value, raw)} onRejected={(result) => onRejected(result.message)} placeholder="Or paste an image address (https://…) and press Enter" />
    </Flex>
  );
}
