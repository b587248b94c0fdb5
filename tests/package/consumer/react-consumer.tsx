// A React 19 component using innkit tags (compiled by tests/package/check-package.mjs).
import type {} from 'innkit/react';
import { useRef } from 'react';
import type { IkStayCalendar } from 'innkit';

export function BookingBlock({ onHandoff }: { onHandoff: (url: string) => void }) {
  const calendar = useRef<IkStayCalendar>(null);
  return (
    <div>
      <ik-header homeUrl="/home" book-base="/book" />
      <ik-stay-calendar
        ref={calendar}
        venue="lake"
        min-nights={2}
        packageMode
        months={1}
        loading="eager"
        class="calendar"
        onik-before-handoff={(event) => onHandoff(event.detail.url)}
      />
      <ik-golf-hole hole={1} par="4" yards-blue={398} onik-tee-change={(e) => e.detail.tee} />
      <ik-mobile-tabs label="Rooms">
        <section data-tab="One">One</section>
      </ik-mobile-tabs>
      {/* @ts-expect-error: venue is text, not a number */}
      <ik-stay-calendar venue={3} />
      {/* @ts-expect-error: no such loading strategy */}
      <ik-header loading="later" />
    </div>
  );
}
