import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from './Badge';
import css from './booking-card.css?inline';
import cardCss from './card.css?inline';
import { type Fact, FactList } from './FactList';
import { Photo } from './Photo';
import { useStyles } from './styles';

export interface BookingCardProps {
  /** The heading: what was booked (and a "Just booked" badge beside it). */
  title: ReactNode;
  /** The picture the hotel supplies (a room's gallery); null: the theme's illustration. */
  photo: { src: string; alt: string } | null;
  /** Which of the theme's illustrations stands in without a picture (`stay`, `spa`, …). */
  art?: string;
  /** When, in one line under the title ("12 March, 2027 – 14 March, 2027 · 2 nights"). */
  when?: string;
  /** Where it stands, in words ("Confirmed", "Cancelled"); the tone only underlines them. */
  status?: { text: string; tone: BadgeTone };
  /** The booking's facts (guests, reference, terms). */
  facts: readonly Fact[];
  /** Its money, every part, so it reconciles (total, each payment, balance due). */
  payment?: readonly Fact[];
  /** Its actions (Cancel, Add to calendar, …): a wrapping row at the foot. */
  actions?: ReactNode;
  /** `li` in a list of bookings (default), `article` standing alone. */
  as?: 'li' | 'article';
  /** The `part` of the card (`booking` unless told). */
  part?: string;
}

/**
 * One booking in the guest's account (issue 38 §8): its picture at 3:2 (the theme's own
 * illustration where the hotel has none), its title, when, its status in words, its facts, every
 * part of its payment and its actions. On a narrow card the picture sits beside the title; from
 * 34rem it runs down the card's side.
 *
 * Parts: the `part` given, `booking-photo`, `card-title`, `booking-when`, `booking-status`,
 * `facts`, `booking-payment`, `card-footer`. Tokens: see `booking-card` in src/ui/parts.ts.
 */
export function BookingCard({
  title,
  photo,
  art,
  when,
  status,
  facts,
  payment,
  actions,
  as: Tag = 'li',
  part = 'booking',
}: BookingCardProps) {
  useStyles(cardCss);
  useStyles(css);
  return (
    <Tag className="ik-card ik-booking-card" part={part}>
      <div className="ik-booking-card__layout">
        <div className="ik-booking-card__media">
          <Photo
            part="booking-photo"
            src={photo?.src ?? ''}
            alt={photo?.alt ?? ''}
            sizes="(min-width: 64rem) 14rem, 40vw"
            ratio="3 / 2"
            art={art}
          />
        </div>
        <div className="ik-booking-card__head">
          <h3 className="ik-booking-card__title" part="card-title">
            {title}
          </h3>
          {when ? (
            <p className="ik-booking-card__when" part="booking-when">
              {when}
            </p>
          ) : null}
          {status ? (
            <p className="ik-booking-card__status">
              <Badge part="booking-status" tone={status.tone}>
                {status.text}
              </Badge>
            </p>
          ) : null}
        </div>
        <div className="ik-booking-card__body">
          <FactList facts={facts} />
          {payment?.length ? (
            <FactList part="booking-payment" facts={payment} className="ik-booking-card__money" />
          ) : null}
        </div>
        {actions ? (
          <div className="ik-booking-card__actions" part="card-footer">
            {actions}
          </div>
        ) : null}
      </div>
    </Tag>
  );
}
