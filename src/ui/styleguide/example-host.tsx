import { defineWidget } from '../define-widget';
import { ExampleSection } from './ExampleSection';
import type { KitSection } from './kit-example';
import css from './styleguide.css?inline';

/**
 * An element that shows one kit section exactly as the style guide does: a part's browser
 * test mounts it, so the page and the tests cannot drift (EXAMPLES.md §8). Returns its tag.
 */
export function defineExampleHost(section: KitSection): `ik-kit-${string}` {
  const tag = `ik-kit-${section.id}` as const;
  defineWidget({ tag, view: () => <ExampleSection section={section} />, styles: css });
  return tag;
}

/** The stage of one example (by state name) inside a mounted host. */
export function exampleStage(host: HTMLElement, name: string): HTMLElement {
  const stage = host.shadowRoot?.querySelector<HTMLElement>(`[data-example="${name}"] .sg-stage`);
  if (!stage) throw new Error(`no example "${name}" yet`);
  return stage;
}
