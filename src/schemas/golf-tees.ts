/** The tee colours of a golf hole, in the order the widget offers them (black first). */
export const TEES = ['black', 'blue', 'white', 'yellow'] as const;
export type Tee = (typeof TEES)[number];
