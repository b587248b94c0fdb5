import { safeLink } from '../safety/safe-link';

/**
 * The diagram a golf hole's editor gave, as `<ik-golf-hole>` reads it: the `diagram` and
 * `diagram-alt` attributes win over the JSON block's `diagram` (`json`, its text). Null when
 * there is none, the block is not JSON, or the address is not a safe image address (the
 * element then says so in words instead).
 */
export function holeDiagram(
  json: string | null | undefined,
  src: string | null,
  alt: string | null,
): { src: string; alt: string } | null {
  let diagram: { src?: unknown; alt?: unknown } = { src, alt };
  if (!src && json) {
    try {
      diagram = (JSON.parse(json) as { diagram?: typeof diagram } | null)?.diagram ?? {};
    } catch {
      return null;
    }
  }
  const safe = typeof diagram.src === 'string' ? safeLink(diagram.src, 'image') : null;
  return safe ? { src: safe, alt: typeof diagram.alt === 'string' ? diagram.alt : '' } : null;
}
