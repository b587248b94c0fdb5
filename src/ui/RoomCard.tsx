import { type ReactNode, useId, useRef, useState } from 'react';
import { formatMoney } from '../domain/format/format-money';
import { Button } from './Button';
import { ChoiceGroup } from './ChoiceGroup';
import { Photo, type PhotoSource } from './Photo';
import { Price } from './Price';
import css from './room-card.css?inline';
import { useStyles } from './styles';

/** One rate of a room, as its card shows it. */
export interface RoomCardRate {
  /** Unique within the card: the radio's value. */
  id: string;
  name: string;
  /** Beside the name: a badge ("Only 2 rooms left"). */
  flag?: ReactNode;
  /** Inclusions and terms in one line ("Fourth night free · Taxes and charges included"). */
  terms?: string;
  /** What the guest pays for the stay. */
  total: number;
  /** The total before an offer, struck through beside it. */
  was?: number | null;
  /** The nightly price the guest pays, under the total. */
  perNight: number;
}

export interface RoomCardProps {
  title: string;
  intro?: string;
  photo: { src: string; alt: string; sources?: readonly PhotoSource[] } | null;
  /** How many pictures the room's gallery holds: a count on the photo when more than one. */
  pictures?: number;
  /**
   * How wide the photo is drawn (`sizes`): by default as room-card.css lays it out, 38% of a
   * phone's card and 20rem down the side of a wide one.
   */
  sizes?: string;
  /** Load the photo at once (the first card on screen). */
  eager?: boolean;
  /** What the room has, under its intro (its accessibility features). */
  features?: ReactNode;
  /** A quiet action beside the title ("Room details"). */
  details?: ReactNode;
  rates: readonly RoomCardRate[];
  /** The chosen rate's id. */
  chosen: string;
  onChoose(id: string): void;
  /** The card's actions for the chosen rate: one primary ("Add room") and quiet ones. */
  actions: ReactNode;
  /** Rates shown on a narrow card before "See N more rates" (2). */
  folded?: number;
  /** The `part` of the card (`room-card` unless told). */
  part?: string;
}

/**
 * A room as a photo-led card with its rates to choose from (issue 38 §1): the photo at 3:2
 * leads — at the top beside the title and intro on a phone, so two rooms fit in a screen and a
 * half; down the side of a wide card — then each rate a radio card in
 * one labelled group — its name, one line of inclusions and terms, and its total as the anchor
 * (right-aligned, a step up the type scale, the per-night price beneath). One rate is chosen
 * at a time and the card has one primary action for it. A narrow card (a phone) shows the
 * first `folded` rates and "See N more rates"; the chosen rate is never folded away.
 *
 * Parts: the `part` given, `room-photo`, `photo-count`, `room-title`, `rates`, `rate`,
 * `rate-name`, `rate-terms`, `rate-total`, `more-rates`, `room-actions`.
 * Tokens: see `room-card` in src/ui/parts.ts.
 */
export function RoomCard({
  title,
  intro,
  photo,
  pictures = 0,
  sizes = '(min-width: 45rem) 20rem, 38vw',
  eager,
  features,
  details,
  rates,
  chosen,
  onChoose,
  actions,
  folded = 2,
  part = 'room-card',
}: RoomCardProps) {
  useStyles(css);
  const id = useId();
  const [unfolded, setUnfolded] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const more = unfolded ? 0 : rates.filter((r, i) => i >= folded && r.id !== chosen).length;
  const seeMore = () => {
    setUnfolded(true);
    // Focus goes to the first rate that was folded, so the guest carries on where they were.
    requestAnimationFrame(() =>
      list.current?.querySelectorAll<HTMLInputElement>('input[type=radio]')[folded]?.focus(),
    );
  };
  return (
    <article className="ik-room-card" part={part} aria-label={title}>
      <div className="ik-room-card__layout">
        <div className="ik-room-card__media">
          <Photo
            part="room-photo"
            src={photo?.src ?? ''}
            alt={photo?.alt ?? ''}
            sources={photo?.sources}
            sizes={sizes}
            ratio="3 / 2"
            eager={eager}
          />
          {pictures > 1 ? (
            <span className="ik-room-card__count" part="photo-count">
              {pictures} photos
            </span>
          ) : null}
        </div>
        <div className="ik-room-card__summary">
          <h2 className="ik-room-card__title" part="room-title">
            {title}
          </h2>
          {intro ? <p className="ik-room-card__intro">{intro}</p> : null}
          {details}
        </div>
        <div className="ik-room-card__body" ref={list}>
          {features}
          <ChoiceGroup
            legend={`Rates for ${title}`}
            legendHidden
            name={`rate-${id}`}
            options={rates}
            valueOf={(rate) => rate.id}
            chosen={chosen}
            onChoose={onChoose}
            labelOf={(rate) => `${rate.name}, ${formatMoney(rate.total)} total`}
            describedByOf={(rate) =>
              [
                rate.terms ? `${id}-${rates.indexOf(rate)}-terms` : '',
                `${id}-${rates.indexOf(rate)}-night`,
              ]
                .join(' ')
                .trim()
            }
            beyond={unfolded ? undefined : folded}
            className="ik-room-card__rates"
            part="rates"
            optionClassName="ik-room-rate"
            optionPart="rate"
            render={(rate) => (
              <span className="ik-room-rate__body">
                <span className="ik-room-rate__main">
                  <span className="ik-room-rate__name" part="rate-name">
                    {rate.name}
                  </span>
                  {rate.flag ? <span className="ik-room-rate__flag">{rate.flag}</span> : null}
                  {rate.terms ? (
                    <span
                      id={`${id}-${rates.indexOf(rate)}-terms`}
                      className="ik-room-rate__terms"
                      part="rate-terms"
                    >
                      {rate.terms}
                    </span>
                  ) : null}
                </span>
                <span className="ik-room-rate__total" part="rate-total">
                  <Price amount={rate.total} was={rate.was} per="stay" size="lg" />
                  <span id={`${id}-${rates.indexOf(rate)}-night`} className="ik-room-rate__night">
                    {formatMoney(rate.perNight)} per night
                  </span>
                </span>
              </span>
            )}
            after={
              more > 0 ? (
                <Button
                  variant="link"
                  className="ik-room-card__see-more"
                  part="more-rates"
                  onClick={seeMore}
                >
                  See {more} more {more === 1 ? 'rate' : 'rates'}
                </Button>
              ) : null
            }
          />
          <div className="ik-room-card__actions" part="room-actions">
            {actions}
          </div>
        </div>
      </div>
    </article>
  );
}
