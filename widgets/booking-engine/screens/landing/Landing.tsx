import { landingCards } from '../../../../src/domain/landing-cards';
import { useEngine } from '../../engine-context';
import { ScreenHeading } from '../../ScreenHeading';
import type { ScreenProps } from '../../screen-props';

/** The booking engine's landing page: a card for each thing a guest can book. */
export default function Landing({ route }: ScreenProps) {
  const { base, homeUrl } = useEngine();
  return (
    <section className="screen" aria-label={route.title}>
      <ScreenHeading title={route.title} />
      <ul className="cards">
        {landingCards(base, homeUrl).map((card) => (
          <li key={card.href} part="card" className="card">
            <h2 className="card__title">{card.title}</h2>
            <p>{card.text}</p>
            <a className="ik-button" href={card.href}>
              <span className="ik-visually-hidden">{card.title}: </span>
              {card.external ? 'Visit' : 'Book now'}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
