import './files.css';
import { InboxOutlined } from '@ant-design/icons';
import { useRef, useState, type ReactNode } from 'react';

const carriesFiles = (event: React.DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Accepts files dragged from the desktop onto its area, with an outline and a hint while they hover.
 * Text or links dragged around the page are left alone.
 */
export function FileDropZone({ onFiles, disabled, hint = 'Drop files to attach', className, children }: { onFiles: (files: File[]) => void; disabled?: boolean; hint?: string; className?: string; children: ReactNode }) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them so the hint does not flicker.
  const depth = useRef(0);
  return (
    <div
      className={`hh-dropzone${over ? ' hh-dropzone--over' : ''}${className ? ` ${className}` : ''}`}
      onDragEnter={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (disabled || !carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (!depth.current) setOver(false);
      }}
      onDrop={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        // The window-level handler (the desktop app's) must not take the same files again.
        event.stopPropagation();
        depth.current = 0;
        setOver(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length) onFiles(files);
      }}
    >
      {children}
      {over && (
        <div className="hh-dropzone__hint" aria-hidden="true">
          <InboxOutlined /> {hint}
        </div>
      )}
    </div>
  );
}
