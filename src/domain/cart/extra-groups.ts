import type { SpecialService } from '../../schemas/rs-request';

/** How the "Add to room" drawer asks for each kind of extra (booking-engine.md §2, §5). */
export type ExtraGroup =
  /** Pick exactly one: a dog's size (options of one service) or a bed (one of several services). */
  | { kind: 'choice'; id: string; label: string; choices: ExtraChoice[] }
  /** A required text: the guest note. */
  | { kind: 'note'; id: string; label: string; service: SpecialService }
  /** Pick one or more: allergies. */
  | { kind: 'multi'; id: string; label: string; service: SpecialService; options: string[] }
  /** Add as it is: flowers, prosecco… */
  | { kind: 'simple'; id: string; label: string; service: SpecialService };

export interface ExtraChoice {
  label: string;
  service: SpecialService;
  /** Sent as Comments when the choice is one of a service's options. */
  comment: string | null;
}

/** Special-service categories with their own way of asking. */
export const EXTRA_CATEGORY = {
  dogs: 'Dogs',
  beds: 'Beds',
  note: 'Guest note',
  allergies: 'Allergies',
} as const;

const GROUP_LABELS: Record<string, string> = {
  [EXTRA_CATEGORY.dogs]: 'Bringing your dog',
  [EXTRA_CATEGORY.beds]: 'Bed type',
  [EXTRA_CATEGORY.note]: 'Note for the hotel',
  [EXTRA_CATEGORY.allergies]: 'Allergies',
};

/**
 * The drawer's groups for a list of special services, in the list's order: dogs and beds
 * are one choice each, the guest note a required text, allergies a multi-select, and every
 * other service an extra of its own.
 */
export function extraGroups(services: readonly SpecialService[]): ExtraGroup[] {
  const groups: ExtraGroup[] = [];
  const beds: ExtraChoice[] = [];
  for (const service of services) {
    const category = service.PMSSpecialServiceCategory;
    const id = `extra-${service.PMSItemId}`;
    const label = GROUP_LABELS[category] ?? service.PMSSpecialServiceName;
    if (category === EXTRA_CATEGORY.beds) {
      if (!beds.length) groups.push({ kind: 'choice', id: 'extra-beds', label, choices: beds });
      beds.push({ label: service.PMSSpecialServiceName, service, comment: null });
    } else if (category === EXTRA_CATEGORY.dogs && service.Options.length) {
      const choices = service.Options.map((option) => ({
        label: option,
        service,
        comment: option,
      }));
      groups.push({ kind: 'choice', id, label, choices });
    } else if (category === EXTRA_CATEGORY.note) {
      groups.push({ kind: 'note', id, label, service });
    } else if (category === EXTRA_CATEGORY.allergies && service.Options.length) {
      groups.push({ kind: 'multi', id, label, service, options: service.Options });
    } else {
      groups.push({ kind: 'simple', id, label, service });
    }
  }
  return groups;
}
