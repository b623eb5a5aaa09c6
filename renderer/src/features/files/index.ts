/** files' public surface. */
export { filesApi, useGetFileQuery } from './files-api.ts';
export { LazyFilePreview } from './preview/lazy-file-preview.tsx';
export { FileKindIcon, FileThumbnail } from './preview/file-thumbnail.tsx';
export { formatBoundingBox, formatModelSize, formatArea, formatVolume } from './preview/preview-format.ts';
export { ProjectFilesTab } from './project-files-tab.tsx';
export { AttachmentList, FileRow, ScanStatusTag } from './attachment-list.tsx';
export { FileDropZone } from './file-drop-zone.tsx';
export { UploadList } from './upload-list.tsx';
export { useFileUploads, type UploadDestination, type UploadItem } from './use-file-uploads.ts';
