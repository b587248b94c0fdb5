import { landingCards } from '../../../../src/domain/routes/landing-cards';
import { LinkButton } from '../../../../src/ui/LinkButton';
import { Card } from '../../../../src/ui/Card';
import { Photo } from '../../../../src/ui/Photo';
import { useStyles } from '../../../../src/ui/styles';
import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';
import css from './landing.css?inline';

/**
 * The booking engine's landing page: a card for each thing a guest can book, its picture
 * (where the site has none, the theme's own illustration of it) above its name, words and link.
 */
export default function Landing({ route }: ScreenProps) {
  useStyles(css);
  const { base, homeUrl } = useEngine();
  return (
    <section className="screen" aria-label={route.title}>
      <ScreenHeading title={route.title} />
      <ul className="landing-cards">
        {landingCards(base, homeUrl).map((card, index) => (
          <Card
            key={card.href}
            as="li"
            headingLevel={2}
            title={card.title}
            media={
              <Photo
                src={card.photo?.src ?? ''}
                alt={card.photo?.alt ?? ''}
                art={card.art}
                ratio="16 / 10"
                sizes="(min-width: 48rem) 33vw, 100vw"
                eager={index < 2}
              />
            }
            footer={
              <LinkButton href={card.href} variant={index === 0 ? 'primary' : 'secondary'}>
                <span className="ik-visually-hidden">{card.title}: </span>
                {card.external ? 'Visit' : 'Book now'}
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
