import { activitySettings } from '../../../../src/core/activity-settings';
import { hubCards } from '../../../../src/domain/activities/hub-cards';
import { Card } from '../../../../src/ui/Card';
import { LinkButton } from '../../../../src/ui/LinkButton';
import { useStyles } from '../../../../src/ui/styles';
import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';
import css from './activities.css?inline';

/**
 * /activities (booking-engine.md §2): a card with "Book now" for each activity; the ones
 * booked elsewhere leave the engine (their addresses pass the safe-URL rule in LinkButton).
 */
export default function ActivitiesHub({ route }: ScreenProps) {
  useStyles(css);
  const { base } = useEngine();
  return (
    <section className="screen activity-screen" aria-label={route.title}>
      <LinkButton href={base || '/'} variant="link" part="back" className="back-link">
        <span aria-hidden="true">← </span>Back a step
      </LinkButton>
      <ScreenHeading title={route.title} />
      <ul className="hub-cards">
        {hubCards(base, activitySettings()).map((card) => (
          <Card
            key={card.title}
            as="li"
            headingLevel={2}
            part="card hub-card"
            title={card.title}
            footer={
              <LinkButton
                href={card.href}
                variant="primary"
                rel={card.external ? 'external' : undefined}
              >
                Book now<span className="ik-visually-hidden">: {card.title}</span>
              </LinkButton>
            }
          >
            <p>{card.text}</p>
          </Card>
        ))}
      </ul>
    </section>
  );
}
