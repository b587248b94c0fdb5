import { useState } from 'react';
import { safeLink } from '../domain/safety/safe-link';
import css from './photo.css?inline';
import { useStyles } from './styles';

export interface PhotoSource {
  src: string;
  /** The picture's own width in pixels (its `w` descriptor in `srcset`). */
  width: number;
}

export interface PhotoProps {
  src: string;
  /** Required: what the picture shows ('' only for a picture that says nothing). */
  alt: string;
  /** The same picture at other widths, for `srcset`. */
  sources?: readonly PhotoSource[];
  /** How wide it is drawn (`sizes`), default the full width of the viewport. */
  sizes?: string;
  /** Width / height, fixed before it loads so nothing moves (default `--ik-photo-ratio`). */
  ratio?: string;
  /** Load at once (the first picture on screen); lazily otherwise. */
  eager?: boolean;
  /**
   * What the picture is of (`stay`, `dining`, `spa`, `activity`, `skating`, `gift`): where there
   * is no picture, the placeholder shows the theme's illustration of it (`--ik-art-<art>`, from
   * scripts/themes/theme-art.mjs), else the theme's landscape (`--ik-photo-art`).
   */
  art?: string;
  part?: string;
}

/**
 * A responsive picture: `srcset` and `sizes`, lazy, its box held at a fixed aspect ratio so
 * nothing shifts as it loads, and a quiet placeholder (the theme's surface and a picture
 * outline, still named by the alt text) when the address is unsafe or the image fails.
 * Every address goes through `safeLink` (http(s), relative or inline images only).
 *
 * Parts: `photo`, `photo-img`, `photo-placeholder`. Tokens: see `photo` in src/ui/parts.ts.
 */
export function Photo({
  src,
  alt,
  sources = [],
  sizes,
  ratio,
  eager,
  art,
  part = 'photo',
}: PhotoProps) {
  useStyles(css);
  const safe = safeLink(src, 'image');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !safe || failedSrc === safe;
  const srcSet = sources
    .flatMap((s) => {
      const url = safeLink(s.src, 'image');
      // A candidate is its address up to white space; a trailing comma would end it early.
      return url && !/\s|,$/.test(url) ? [`${url} ${Math.round(s.width)}w`] : [];
    })
    .join(', ');
  return (
    <div
      className="ik-photo"
      part={part}
      data-state={failed ? 'failed' : 'shown'}
      style={ratio ? { aspectRatio: ratio } : undefined}
    >
      {failed ? (
        <span
          className="ik-photo-placeholder"
          part="photo-placeholder"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          data-art={art}
          style={
            art ? { backgroundImage: `var(--ik-art-${art}, var(--ik-photo-art, none))` } : undefined
          }
        />
      ) : (
        <img
          className="ik-photo-img"
          part="photo-img"
          src={safe}
          srcSet={srcSet || undefined}
          sizes={srcSet ? (sizes ?? '100vw') : undefined}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(safe)}
        />
      )}
    </div>
  );
}
