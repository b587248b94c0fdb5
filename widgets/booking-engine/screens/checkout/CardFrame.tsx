import { useRef } from 'react';
import { useFocusLanding } from '../../../../src/ui/focus-landing';

/**
 * The card page in its frame, under its own heading. "Pay Now" has gone when it appears, so
 * the heading takes the focus the button dropped: the guest starts on the card fields' way in,
 * not at the top of the page.
 */
export function CardFrame({ src }: { src: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusLanding(heading);
  return (
    <>
      <h3 ref={heading} tabIndex={-1} part="frame-title" className="pay-frame__title">
        Card details
      </h3>
      <iframe part="frame" className="pay-frame" title="Card payment" src={src} />
    </>
  );
}
