import { useEffect } from 'react';
import { $giftCertificates, loadGiftCertificates } from '../../../../src/stores/engine/gift-cards';
import { AsyncBlock } from '../../../../src/ui/AsyncBlock';
import { useStyles } from '../../../../src/ui/styles';
import { useStore } from '../../../../src/ui/use-store';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';
import { GiftCardForm } from './GiftCardForm';
import css from './gift-cards.css?inline';

/**
 * Gift cards (booking-engine.md §2, §5, §9; issue 15 item 1): the values and designs from
 * FetchGiftCertificates, the recipient, an optional message and delivery by email or post;
 * "Add to cart" once the card has what it needs, then the cart. Cards last 24 months.
 */
export default function GiftCards({ route }: ScreenProps) {
  useStyles(css);
  const certificates = useStore($giftCertificates);

  useEffect(() => {
    void loadGiftCertificates();
  }, []);

  return (
    <section className="screen gift-cards" aria-label={route.title}>
      <ScreenHeading title={route.title} />
      <p className="gift-cards__intro">
        Give time at The Lake: a stay, a treatment, an activity or a meal.
      </p>
      <AsyncBlock
        status={
          certificates.status === 'idle' || certificates.status === 'loading'
            ? 'loading'
            : certificates.status
        }
        loadingText="Loading gift cards…"
        error={certificates.status === 'failed' ? certificates.message : null}
        onRetry={() => void loadGiftCertificates(true)}
        isEmpty={certificates.status === 'loaded' && certificates.value.length === 0}
        empty={<p>Sorry, no gift cards are on sale just now.</p>}
      >
        {() =>
          certificates.status === 'loaded' ? (
            <GiftCardForm certificates={certificates.value} />
          ) : null
        }
      </AsyncBlock>
    </section>
  );
}
