import { userMessageOf } from '../../api/errors';
import type { ExtraGroup } from '../../domain/cart/extra-groups';
import type { ExtraCheck } from '../../domain/cart/validate-extra';

/** What the guest asked to add, once it passed the drawer's rules. */
export type ExtraToAdd = Extract<ExtraCheck, { ok: true }>['add'];

/** How adding went: a message to show either way (none: the store has told the guest). */
export type AddExtraOutcome = { ok: boolean; message?: string | null } | null;

/** Where an extra goes (a room in the cart, a booked stay): the extras drawer's caller says. */
export type AddExtra = (add: ExtraToAdd, group: ExtraGroup) => Promise<AddExtraOutcome>;

/**
 * Adds one extra through `onAdd`: whatever went wrong, the guest is told in plain words and
 * the drawer's Add button comes back.
 */
export async function addExtra(
  onAdd: AddExtra,
  add: ExtraToAdd,
  group: ExtraGroup,
): Promise<AddExtraOutcome> {
  try {
    return await onAdd(add, group);
  } catch (failure) {
    return { ok: false, message: userMessageOf(failure) };
  }
}
