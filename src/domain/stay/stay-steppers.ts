/** The stay search's steppers (public-site.md §5 and §9; booking-engine.md §5). */
export type StayStepperField = 'nights' | 'adults' | 'children' | 'infants';

export interface StayStepper {
  readonly field: StayStepperField;
  readonly label: string;
  readonly min: number;
  readonly max: number;
  /** Who counts as what (§9); null for nights. */
  readonly note: string | null;
  /** Singular and plural, for "Add an adult" style button names. */
  readonly one: string;
}

export const STAY_STEPPERS: readonly StayStepper[] = [
  { field: 'nights', label: 'Nights', min: 1, max: 28, note: null, one: 'night' },
  {
    field: 'adults',
    label: 'Adults',
    min: 1,
    max: 8,
    note: 'Includes children aged 13 and over',
    one: 'adult',
  },
  { field: 'children', label: 'Children', min: 0, max: 4, note: 'Aged 3 to 12', one: 'child' },
  { field: 'infants', label: 'Babies', min: 0, max: 2, note: 'Aged 2 and under', one: 'baby' },
];

/** Book your Stay's adjust-search steppers: the same, with babies 0 to 4 (booking-engine.md §5). */
export const BOOK_STAY_STEPPERS: readonly StayStepper[] = STAY_STEPPERS.map((s) =>
  s.field === 'infants' ? { ...s, max: 4 } : s,
);

function limitsOf(field: StayStepperField): readonly [number, number] {
  const stepper = BOOK_STAY_STEPPERS.find((s) => s.field === field)!;
  return [stepper.min, stepper.max];
}

/** The limits Book your Stay's route reads its counts within: its steppers' ranges. */
export const BOOK_STAY_LIMITS: Readonly<Record<StayStepperField, readonly [number, number]>> = {
  nights: limitsOf('nights'),
  adults: limitsOf('adults'),
  children: limitsOf('children'),
  infants: limitsOf('infants'),
};

/** The value kept within the stepper's range (whole numbers; anything else is its minimum). */
export function clampStepper(field: StayStepperField, value: number): number {
  const stepper = STAY_STEPPERS.find((s) => s.field === field)!;
  if (!Number.isFinite(value)) return stepper.min;
  return Math.min(stepper.max, Math.max(stepper.min, Math.trunc(value)));
}
