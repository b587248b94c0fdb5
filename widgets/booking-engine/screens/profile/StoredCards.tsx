import { useMemo, useRef, useState } from 'react';
import { fetchProfile, removeCard } from '../../../../src/api/account-api';
import { createCardAddFlow } from '../../../../src/api/card-add-flow';
import { userMessageOf } from '../../../../src/api/errors';
import type { OnFileCard } from '../../../../src/schemas/profile';
import { $session } from '../../../../src/stores';
import { Button } from '../../../../src/ui/Button';
import { Card } from '../../../../src/ui/Card';
import { AddCard } from './AddCard';

/**
 * Stored cards (never a number: the type, last four digits, holder and expiry). 'Remove
 * card' removes one; a refusal shows the server's text in place of the link (§8). 'Add a
 * card' opens the card-entry frame; a stored card then appears in the list.
 */
export function StoredCards({ cards: initial }: { cards: OnFileCard[] }) {
  const [cards, setCards] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const removing = useRef(new Set<string>());

  const reload = async () => {
    const session = $session.get();
    const answer = await fetchProfile({
      CustomerId: session?.CustomerId ?? null,
      CustomerGUID: session?.CustomerGUID ?? null,
    });
    if (answer.Customer) setCards(answer.Customer.OnFileCards);
  };
  const addFlow = useMemo(
    () => createCardAddFlow({ session: () => $session.get(), onAdded: reload }),
    // The flow lives as long as the screen; reload only sets state and reads the session.
    [],
  );

  const remove = async (id: string) => {
    if (removing.current.has(id)) return;
    removing.current.add(id);
    try {
      const { Result } = await removeCard(id);
      if (Result.value === 'SUCCESS') {
        setCards((list) => list.filter((c) => c.OnFileCardId !== id));
        // "Your card has been added successfully." no longer describes the list.
        addFlow.cardRemoved();
      } else setProblems((p) => ({ ...p, [id]: Result.Text }));
    } catch (error) {
      setProblems((p) => ({ ...p, [id]: userMessageOf(error) }));
    } finally {
      removing.current.delete(id);
    }
  };

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
          {cards.map((card) => (
            <li key={card.OnFileCardId}>
              <span>
                {card.CardType} ending {card.LastFourDigits}, {card.CardHolderName}, expires{' '}
                {card.CardExpiryDate.slice(0, 2)}/{card.CardExpiryDate.slice(2)}
              </span>{' '}
              {problems[card.OnFileCardId] ? (
                <span role="alert" className="ik-error">
                  {problems[card.OnFileCardId]}
                </span>
              ) : (
                <Button
                  variant="link"
                  aria-label={`Remove card ending ${card.LastFourDigits}`}
                  onClick={() => void remove(card.OnFileCardId)}
                >
                  Remove card
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>You have no stored cards.</p>
      )}
      <AddCard flow={addFlow} />
    </Card>
  );
}
