import { useState, type ReactNode } from 'react';

/**
 * A round picture, else its fallback (initials or an icon). Drawn by CSS alone: antd's Avatar measures
 * each text fallback after mounting to scale it, a forced layout per avatar that made pages with many
 * of them (dashboard, partners, messages) block a phone's main thread for a fraction of a second.
 */
export function Avatar({
  src,
  size = 36,
  className,
  children,
}: {
  src?: string | null;
  size?: number;
  className?: string;
  /** What shows without a picture, or when the picture fails to load. */
  children?: ReactNode;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <span
      className={`hh-avatar-circle${className ? ` ${className}` : ''}`}
      style={{ width: size, height: size, fontSize: Math.max(11, Math.round(size * 0.4)) }}
      aria-hidden={showImage ? undefined : true}
    >
      {showImage ? <img src={src!} alt="" loading="lazy" decoding="async" onError={() => setFailed(src!)} /> : children}
    </span>
  );
}
