import { atom } from 'nanostores';
import { redeemGiftCard, removeGiftCard } from '../../api/gift-redemption';
import { formatMoney } from '../../domain/format/format-money';
import { $session, refreshCart } from '../index';
import { runChange } from './rs-outcome-handler';

/**
 * The checkout's gift card field (issue 15 item 3): what is being done, what the guest was last
 * told. The applied cards themselves are the cart's (`$cart.GiftCards`), so every tab and the
 * summary see the same.
 */
export interface GiftRedemptionState {
  busy: 'idle' | 'applying' | 'removing';
  /** Why the last code was refused, in plain words. */
  error: string | null;
  /** What the last change did ("£60.00 taken off your booking."). */
  status: string | null;
}

export const REDEMPTION_IDLE: GiftRedemptionState = { busy: 'idle', error: null, status: null };
export const $giftRedemption = atom<GiftRedemptionState>(REDEMPTION_IDLE);

const sessionFields = () => {
  const ids = $session.get();
  return { SessionId: ids?.SessionId, WebFolioId: ids?.WebFolioId ?? null };
};

/** Applies a code: the cart is read again, so the balance and the card page follow. */
export async function redeemGiftCode(code: string): Promise<boolean> {
  if ($giftRedemption.get().busy !== 'idle') return false;
  $giftRedemption.set({ busy: 'applying', error: null, status: null });
  const data = { ...sessionFields(), Code: code };
  let amount = 0;
  const outcome = await runChange('checkout: RedeemGiftCard', { Code: '(hidden)' }, async () => {
    const answer = await redeemGiftCard(data);
    amount = answer.Amount ?? 0;
    return answer;
  });
  await refreshCart().catch(() => undefined);
  $giftRedemption.set(
    outcome.ok
      ? { ...REDEMPTION_IDLE, status: `${formatMoney(amount)} taken off your booking.` }
      : { ...REDEMPTION_IDLE, error: outcome.message },
  );
  return outcome.ok;
}

/** Takes an applied card off: its amount goes back on the card, the balance up again. */
export async function removeGiftCode(redemptionId: string): Promise<boolean> {
  if ($giftRedemption.get().busy !== 'idle') return false;
  $giftRedemption.set({ busy: 'removing', error: null, status: null });
  const data = { ...sessionFields(), RedemptionId: redemptionId };
  const outcome = await runChange('checkout: RemoveGiftCard', data, () => removeGiftCard(data));
  await refreshCart().catch(() => undefined);
  $giftRedemption.set(
    outcome.ok
      ? { ...REDEMPTION_IDLE, status: 'Gift card removed: its amount is back on the card.' }
      : { ...REDEMPTION_IDLE, error: outcome.message },
  );
  return outcome.ok;
}
