import { useState } from 'react';

/**
 * The hole's diagram in the box the layout keeps for it. When there is no safe address, or
 * the image fails to load, the box says so in words instead of standing empty.
 */
export function Diagram({ src, alt, title }: { src: string | null; alt: string; title: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  return (
    <figure part="diagram" className="diagram">
      {failed ? (
        <p part="diagram-missing" className="missing">
          The diagram of {title.toLowerCase()} cannot be shown just now.
        </p>
      ) : (
        <img src={src} alt={alt} onError={() => setFailedSrc(src)} />
      )}
    </figure>
  );
}
