import { IMAGE_VARIANT_SIZES } from '@door/contract';
import { useEffect, useState } from 'react';

/** Props of the door picture. */
export type DoorPreviewProps = {
  /** Address of the picture; a new address (new time stamp) means a changed door. */
  src: string;
  alt: string;
  /** Shown when the picture cannot be loaded. */
  fallback: string;
};

const { width, height } = IMAGE_VARIANT_SIZES.original;

/** The live door picture: a new picture is loaded in the background and swapped in when ready, so it never flashes. */
export const DoorPreview = ({ src, alt, fallback }: DoorPreviewProps) => {
  const [shown, setShown] = useState(src);
  const [failed, setFailed] = useState(false);
  // A picture drawn in the browser (an SVG address) needs no loading: it is shown in the same frame.
  const isDrawn = src.startsWith('data:');
  useEffect(() => {
    if (src === shown || isDrawn) {
      return;
    }
    const image = new Image();
    let active = true;
    image.onload = () => {
      if (active) {
        setShown(src);
        setFailed(false);
      }
    };
    image.onerror = () => {
      if (active) {
        setFailed(true);
      }
    };
    image.src = src;
    return () => {
      active = false;
    };
  }, [src, shown, isDrawn]);
  return (
    <img
      className="cfg-door"
      src={isDrawn ? src : failed ? fallback : shown}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      fetchPriority="high"
      onError={() => setFailed(true)}
      data-testid="door-picture"
      data-src={isDrawn ? src : shown}
    />
  );
};
