import { defineWidget } from '../define-widget';
import { Styleguide } from './Styleguide';
import css from './styleguide.css?inline';

/**
 * The style guide's element (`/styleguide/`): every kit part in every state. Built on its own
 * by scripts/build-styleguide.mjs into dist/styleguide/, outside the loader's tags.
 */
defineWidget({ tag: 'ik-styleguide', view: Styleguide, styles: css });
