import { useMemo } from 'react';
import type { OnFileCard } from '../../../../src/schemas/profile';
import {
  $profileFailures,
  cardKey,
  createProfileCardAdd,
  removeStoredCard,
} from '../../../../src/stores/engine/profile';
import { Button } from '../../../../src/ui/Button';
import { Card } from '../../../../src/ui/Card';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { useStore } from '../../../../src/ui/use-store';
import { AddCard } from './AddCard';

/**
 * Stored cards (never a number: the type, last four digits, holder and expiry). 'Remove
 * card' removes one; a refusal shows the server's text in place of the link (§8). 'Add a
 * card' opens the card-entry frame; a stored card then appears in the list.
 */
export function StoredCards({ cards }: { cards: OnFileCard[] }) {
  const failures = useStore($profileFailures);
  // The flow lives as long as the screen.
  const addFlow = useMemo(createProfileCardAdd, []);

  return (
    <Card
      as="section"
      part="stored-cards"
      title="Stored cards"
      headingLevel={2}
      aria-label="Stored cards"
    >
      {cards.length ? (
        <ul className="card-list">
          {cards.map((card) => {
            const failure = failures[cardKey(card.OnFileCardId)];
            return (
              <li key={card.OnFileCardId}>
                <span>
                  {card.CardType} ending {card.LastFourDigits}, {card.CardHolderName}, expires{' '}
                  {card.CardExpiryDate.slice(0, 2)}/{card.CardExpiryDate.slice(2)}
                </span>{' '}
                {failure ? (
                  <InlineStatus tone="error" part="error">
                    {failure}
                  </InlineStatus>
                ) : (
                  <Button
                    variant="link"
                    aria-label={`Remove card ending ${card.LastFourDigits}`}
                    // "Your card has been added successfully." no longer describes the list.
                    onClick={() => void removeStoredCard(card.OnFileCardId, addFlow.cardRemoved)}
                  >
                    Remove card
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>You have no stored cards.</p>
      )}
      <AddCard flow={addFlow} />
    </Card>
  );
}
