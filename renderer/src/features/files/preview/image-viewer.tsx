import { useLayoutEffect, useRef } from 'react';

/** The image from its bytes through an object URL (revoked when the preview closes); an <img> runs no script. */
export function ImageViewer({ bytes, mime, name }: { bytes: ArrayBuffer; mime: string; name: string }) {
  const imageRef = useRef<HTMLImageElement>(null);
  // Before the browser paints (and before anything can read the element): never an <img> without its source.
  useLayoutEffect(() => {
    const image = imageRef.current;
    if (!image) return;
    const objectUrl = URL.createObjectURL(new Blob([bytes], { type: mime }));
    image.src = objectUrl;
    return () => {
      image.removeAttribute('src');
      URL.revokeObjectURL(objectUrl);
    };
  }, [bytes, mime]);
  return (
    <div className="hh-image-view">
      <img ref={imageRef} alt={name} data-testid="image-preview" />
    </div>
  );
}
