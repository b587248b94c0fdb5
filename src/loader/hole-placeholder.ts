import { holeDiagram } from '../domain/hole-diagram';

/**
 * Draws a golf hole's diagram in its light DOM before the element's chunk has arrived, where
 * the hole draws it (themes/base.css places it): the page's largest paint, the first hole's
 * diagram, comes without waiting for the chunk (issue 19). The page's first hole asks for its
 * image at high priority, the others lazily. Once the chunk renders the hole in its shadow root
 * the placeholder is no longer shown (no slot holds it); the box keeps its size throughout.
 */
export function drawHolePlaceholder(element: Element): void {
  if (element.shadowRoot || element.querySelector(':scope > [data-ik-placeholder]')) return;
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
  if (element === document.querySelector(element.localName))
    img.setAttribute('fetchpriority', 'high');
  else img.loading = 'lazy';
  img.src = diagram.src;
  element.append(img);
}
