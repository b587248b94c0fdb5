import { holeDiagram } from '../domain/public/hole-diagram';

/**
 * Draws a golf hole's diagram in its light DOM before the element's chunk has arrived, where
 * the hole draws it (themes/base.css places it): the page's largest paint, the first hole's
 * diagram, comes without waiting for the chunk (issue 19). Only the page's first hole, at
 * high priority: each diagram already in the cache made the chunk's first task, which draws
 * the holes on screen (src/ui/draw-in-turn.ts), longer (total blocking time). Once the chunk
 * renders the hole in its shadow root the placeholder is no longer shown (no slot holds it);
 * the box keeps its size.
 */
export function drawHolePlaceholder(element: Element): void {
  if (element !== document.querySelector(element.localName) || element.shadowRoot) return;
  if (element.querySelector(':scope > [data-ik-placeholder]')) return;
  const block = element.querySelector(':scope > script[type="application/json"]');
  const diagram = holeDiagram(
    block?.textContent,
    element.getAttribute('diagram'),
    element.getAttribute('diagram-alt'),
  );
  if (!diagram) return;
  const img = document.createElement('img');
  img.setAttribute('data-ik-placeholder', '');
  img.alt = diagram.alt;
  img.setAttribute('fetchpriority', 'high');
  img.src = diagram.src;
  element.append(img);
}
