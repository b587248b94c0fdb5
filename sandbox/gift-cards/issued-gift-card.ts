import type { Repos } from '../db/repos';
import { giftCardCode } from './gift-card-code';

/**
 * An issued gift card for redemption tests, benches and the sandbox controls: bought on a cart of its own and issued
 * as payment would issue it, with `balanceMinor` left and the given last day. Its code.
 */
export function issuedGiftCard(
  repos: Pick<Repos, 'folios' | 'giftCards'>,
  card: { balanceMinor: number; expiresOn: string; now?: number },
): string {
  const now = card.now ?? Date.now();
  const folio = repos.folios.create(now);
  const line = repos.folios.addItem(
    folio,
    { folioId: '5000001', category: 'Retail', details: 'Gift card £100', amount: 100 },
    now,
  );
  const id = repos.giftCards.add(
    {
      folioItemId: line,
      itemId: 'GC100',
      valueMinor: 10_000,
      issueToName: 'Ada Lovelace',
      method: 'E',
      email: 'ada@innkit.test',
      addressJson: null,
      message: null,
    },
    now,
  );
  const code = giftCardCode();
  repos.giftCards.issue(
    id,
    { code, customerId: 1, issuedOn: '2025-12-01', expiresOn: card.expiresOn },
    now,
  );
  repos.giftCards.setBalance(id, card.balanceMinor);
  return code;
}
