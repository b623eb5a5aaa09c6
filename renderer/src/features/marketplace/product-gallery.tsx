import { LeftOutlined, PictureOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { thumbnailOf } from '#shared/constants/uploads.ts';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';

function Picture({ src, alt, className, eager }: { src: string; alt: string; className: string; eager?: boolean }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <div className={`${className} hh-gallery__placeholder`} role="img" aria-label={`${alt} (could not be loaded)`}>
        <PictureOutlined />
      </div>
    );
  }
  return <img className={className} src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setBroken(true)} />;
}

/**
 * Image carousel: the picture shown, previous/next (buttons, arrow keys, wrapping) and the
 * thumbnails below, 5 per row, the current one marked. A listing without pictures shows the placeholder.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (!count) {
    return (
      <div className="hh-gallery">
        <div className="hh-gallery__stage">
          <div className="hh-gallery__main hh-gallery__placeholder" role="img" aria-label={`No picture of ${name}`}>
            <PictureOutlined />
          </div>
        </div>
      </div>
    );
  }
  const current = Math.min(index, count - 1);
  const go = (step: number) => setIndex((current + step + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
  };

  return (
    <div className="hh-gallery">
      <div className="hh-gallery__stage" role="region" aria-roledescription="carousel" aria-label={`Pictures of ${name}`} tabIndex={0} onKeyDown={onKeyDown}>
        <Picture key={images[current]} src={images[current]!} alt={`${name}, picture ${current + 1} of ${count}`} className="hh-gallery__main" eager />
        {count > 1 && (
          <>
            <Button shape="circle" icon={<LeftOutlined />} className="hh-gallery__arrow hh-gallery__arrow--prev" aria-label="Previous picture" onClick={() => go(-1)} />
            <Button shape="circle" icon={<RightOutlined />} className="hh-gallery__arrow hh-gallery__arrow--next" aria-label="Next picture" onClick={() => go(1)} />
            <span className="hh-gallery__counter" aria-live="polite">
              {current + 1} / {count}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="hh-gallery__thumbs" role="group" aria-label="Thumbnails">
          {images.map((url, i) => (
            <button
              key={url}
              type="button"
              className={`hh-gallery__thumb${i === current ? ' hh-gallery__thumb--current' : ''}`}
              aria-label={`Show picture ${i + 1}`}
              aria-current={i === current}
              onClick={() => setIndex(i)}
            >
              <Picture src={thumbnailOf(url)} alt="" className="hh-gallery__thumb-img" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
