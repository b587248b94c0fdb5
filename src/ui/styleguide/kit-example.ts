import type { ReactNode } from 'react';

/** One state of a kit part, as the style guide shows it and its browser test mounts it. */
export interface KitExample {
  /** The state's name ("busy", "error"…): also the example's `data-example`. */
  name: string;
  /** What cannot be shown still (hover, focus): said in words under the example. */
  note?: string;
  render: () => ReactNode;
}

/** A kit part's section of the style guide (EXAMPLES.md §8: examples that are also fixtures). */
export interface KitSection {
  /** The component's name ("Button"). */
  title: string;
  /** Its key in src/ui/parts.ts (and the section's anchor). */
  id: string;
  /** The keys of src/ui/parts.ts whose parts and tokens it lists (default: `id`). */
  contracts?: string[];
  examples: KitExample[];
}
