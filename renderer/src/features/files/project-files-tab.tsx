import { DeleteOutlined, HistoryOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Popconfirm, Skeleton, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { FileList, FileView } from '#shared/schemas/file-schemas.ts';
import { errorMessage } from '../../lib/api/api-error.ts';
import { useAppDispatch } from '../../lib/store/hooks.ts';
import { useToast } from '../../ui/use-toast.ts';
import { FileRow } from './attachment-list.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { filesApi, useDeleteFileMutation, useGetProjectFilesQuery } from './files-api.ts';
import { UploadList } from './upload-list.tsx';
import { useFileUploads } from './use-file-uploads.ts';

type Entry = FileList['files'][number];

const revisionLabel = (file: Pick<FileView, 'revision'>) => `Rev ${file.revision}`;

function uploadedWhen(file: FileView): string {
  return `${file.uploader.name || 'A member'} · ${new Date(file.createdAt).toISOString().slice(0, 10)}`;
}

/** A file, its revision and, folded away, the revisions before it (each still downloadable). */
function FileEntry({ entry, viewerId, isOwner, onNewRevision }: { entry: Entry; viewerId: number; isOwner: boolean; onNewRevision: (file: Entry) => void }) {
  const [showEarlier, setShowEarlier] = useState(false);
  const [remove, { isLoading }] = useDeleteFileMutation();
  const toast = useToast();
  const canDelete = (file: FileView) => file.uploader.id === viewerId || isOwner;
  const deleteButton = (file: FileView) =>
    canDelete(file) && (
      <Popconfirm title={`Delete ${file.name} (${revisionLabel(file)})?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove({ id: file.id, projectId: file.projectId }).unwrap().catch((error: unknown) => toast.error('Could not delete the file', errorMessage(error, 'Please try again.')))}>
        <Tooltip title="Delete">
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${file.name} ${revisionLabel(file)}`} loading={isLoading} />
        </Tooltip>
      </Popconfirm>
    );
  return (
    <li className="hh-project-file" data-testid="project-file">
      <FileRow
        file={entry}
        actions={
          <>
            <Tooltip title="Upload a new revision">
              <Button size="small" type="text" icon={<UploadOutlined />} aria-label={`Upload a new revision of ${entry.name}`} onClick={() => onNewRevision(entry)} />
            </Tooltip>
            {deleteButton(entry)}
          </>
        }
      />
      <div className="hh-project-file__meta">
        <span className="hh-revision" data-testid="revision-label">
          {revisionLabel(entry)}
          {entry.revision > 1 ? ' (latest)' : ''}
        </span>
        <Typography.Text type="secondary" className="hh-small">
          {uploadedWhen(entry)}
        </Typography.Text>
        {entry.earlierRevisions.length > 0 && (
          <Button size="small" type="link" icon={<HistoryOutlined />} aria-expanded={showEarlier} onClick={() => setShowEarlier((shown) => !shown)}>
            {showEarlier ? 'Hide' : 'Show'} {entry.earlierRevisions.length} earlier revision{entry.earlierRevisions.length === 1 ? '' : 's'}
          </Button>
        )}
      </div>
      {showEarlier && (
        <ul className="hh-project-file__earlier" aria-label={`Earlier revisions of ${entry.name}`}>
          {entry.earlierRevisions.map((file) => (
            <li key={file.id}>
              <FileRow file={file} actions={deleteButton(file)} />
              <div className="hh-project-file__meta">
                <span className="hh-revision">{revisionLabel(file)}</span>
                <Typography.Text type="secondary" className="hh-small">
                  {uploadedWhen(file)}
                </Typography.Text>
              </div>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * A project's Files tab: upload (button or drop), each file with its revisions, a new revision of any
 * file (the earlier ones kept and labelled), delete for the uploader and the project's owner.
 */
export function ProjectFilesTab({ projectId, viewerId, isOwner }: { projectId: number; viewerId: number; isOwner: boolean }) {
  const { data, isLoading, isError, error, refetch } = useGetProjectFilesQuery(projectId);
  const dispatch = useAppDispatch();
  const uploads = useFileUploads(
    { context: 'project', projectId },
    { onUploaded: () => void dispatch(filesApi.util.invalidateTags([{ type: 'File', id: `project-${projectId}` }])) },
  );
  const picker = useRef<HTMLInputElement>(null);
  const revisionOf = useRef<number | undefined>(undefined);

  const pick = (forRevision?: Entry) => {
    revisionOf.current = forRevision?.id;
    picker.current?.click();
  };
  // Finished uploads have joined the list: keep only what is running or failed.
  const shown = uploads.items.filter((item) => item.state !== 'done');

  return (
    <FileDropZone onFiles={(files) => uploads.add(files)} hint="Drop files to upload them to this project" className="hh-project-files">
      <Flex justify="space-between" align="center" wrap gap={8} className="hh-project-files__head">
        <Typography.Text type="secondary">Drawings, models, BOMs and documents for this project. Drop files here or upload them; up to 200 MB each.</Typography.Text>
        <Button type="primary" icon={<UploadOutlined />} onClick={() => pick()}>
          Upload files
        </Button>
      </Flex>
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        data-testid="project-file-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          const base = revisionOf.current;
          revisionOf.current = undefined;
          // A new revision is one file; the first picked is taken.
          if (base !== undefined) uploads.add(files.slice(0, 1), { revisionOf: base });
          else uploads.add(files);
        }}
      />
      <UploadList items={shown} onCancel={uploads.cancel} onRetry={uploads.retry} />
      {isLoading && <Skeleton active paragraph={{ rows: 3 }} />}
      {isError && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(error, 'Could not load the files.')}
          action={
            <Button size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      )}
      {data && !data.files.length && !shown.length && <Empty description="No files yet. Upload the first drawing, model or BOM." />}
      {data && data.files.length > 0 && (
        <ul className="hh-project-files__list" aria-label="Project files">
          {data.files.map((entry) => (
            <FileEntry key={entry.id} entry={entry} viewerId={viewerId} isOwner={isOwner} onNewRevision={pick} />
          ))}
        </ul>
      )}
    </FileDropZone>
  );
}
