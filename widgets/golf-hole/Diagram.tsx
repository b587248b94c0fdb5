import { useState } from 'react';

/**
 * The hole's diagram in the box the layout keeps for it. When there is no safe address, or
 * the image fails to load, the box says so in words instead of standing empty.
 */
export function Diagram({
  src,
  alt,
  missing,
}: {
  src: string | null;
  alt: string;
  missing: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  return (
    <figure part="diagram" className="diagram">
      {failed ? (
        <p part="diagram-missing" className="missing">
          {missing}
        </p>
      ) : (
        <img src={src} alt={alt} onError={() => setFailedSrc(src)} />
      )}
    </figure>
  );
}
