import { type AttributeType, defineWidget } from '../define-widget';
import type { ComponentType } from 'react';
import formCss from './form.css?inline';

/** Register a form element with the shared form styles (its parts bring their own). */
export function defineForm<P extends object>(
  tag: `ik-${string}`,
  view: ComponentType<P>,
  attributes: { [K in keyof P]?: AttributeType },
  styles = '',
) {
  return defineWidget<P>({ tag, view, attributes, styles: formCss + styles });
}
