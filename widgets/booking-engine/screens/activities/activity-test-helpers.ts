import { expect } from 'chai';
import { fetchSpaClasses } from '../../../../src/api/activities';
import { addDays } from '../../../../src/domain/calendar/calendar-day';
import { formatMonth } from '../../../../src/domain/format/format-date';
import type { SpaClass } from '../../../../src/schemas/activities';
import { until } from '../../../../tests/browser/helpers';
import { shadow } from '../../engine-test-helpers';

/** Helpers for the activity screens' browser tests (not a test file itself). */

type Rule = (
  method: string,
  data: Record<string, unknown>,
) => Response | Promise<Response | null> | null;

/**
 * Let a test answer or hold chosen `/rs/request` methods: `rule` returns a Response (the answer
 * instead of the sandbox's), a promise of one or of null (held until it settles; null then
 * passes to the sandbox), or null (straight to the sandbox). Returns the undo.
 */
export function interceptRs(rule: Rule): () => void {
  const real = window.fetch;
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url, location.href).pathname !== '/rs/request') return real(input, init);
    // A Request made from another takes its body: only the calls looked at are copied.
    const request = new Request(input, init);
    const body = (await request.clone().json()) as {
      method: string;
      data: Record<string, unknown>;
    };
    const answer = await rule(body.method, body.data ?? {});
    return answer ?? real(request);
  };
  return () => {
    window.fetch = real;
  };
}

/** A hold released by the test: `wait` settles with null (pass on) once `release` is called. */
export function gate(): { wait: Promise<null>; release: () => void } {
  let release = () => {};
  const wait = new Promise<null>((resolve) => {
    release = () => resolve(null);
  });
  return { wait, release };
}

/** An `/rs/request` answer refusing with the given words. */
export const refusal = (text: string) =>
  new Response(JSON.stringify({ Result: { value: 'FAIL', Text: text } }), {
    headers: { 'Content-Type': 'application/json' },
  });

/** The first session from `from` (28 days) at `location` that `match` accepts, skipping `skip`. */
export async function findSession(
  location: string,
  from: string,
  match: (session: SpaClass) => boolean,
  skip: readonly string[] = [],
): Promise<SpaClass> {
  const answer = await fetchSpaClasses({
    StartDate: from,
    EndDate: addDays(from, 27),
    Location: location,
    WebFolioId: null,
    Language: 'en',
  });
  for (const day of answer.DailySpaClasses) {
    if (skip.includes(day.Date)) continue;
    const found = day.SpaClass.find(match);
    if (found) return found;
  }
  throw new Error(`no session at ${location} from ${from} fits`);
}

export const dayButton = (engine: HTMLElement, day: string) =>
  shadow(engine).querySelector<HTMLButtonElement>(`button[data-date="${day}"]`);

/** Turn the calendar to the month of `day` (by its Next month button). */
export async function showMonthOf(engine: HTMLElement, day: string): Promise<void> {
  const wanted = formatMonth(day.slice(0, 7));
  for (let turns = 0; turns < 24; turns += 1) {
    const title = await until(() => shadow(engine).querySelector('.activity-calendar__title'));
    if (title.textContent === wanted) return;
    const before = title.textContent;
    shadow(engine).querySelector<HTMLButtonElement>('[part=next-month]')!.click();
    await until(() =>
      expect(shadow(engine).querySelector('.activity-calendar__title')!.textContent).not.to.equal(
        before,
      ),
    );
  }
  throw new Error(`could not turn to ${wanted}`);
}

/** Choose `day` once the month's sessions have loaded. */
export async function chooseDay(engine: HTMLElement, day: string): Promise<void> {
  await showMonthOf(engine, day);
  const button = await until(() => {
    const b = dayButton(engine, day);
    expect(b?.getAttribute('aria-disabled'), `${day} can be chosen`).to.equal(null);
    return b;
  });
  button.click();
  await until(() => expect(button.closest('td')!.getAttribute('aria-selected')).to.equal('true'));
}

/** The service cards shown (one per service of the day, its times inside). */
export const sessionCards = (engine: HTMLElement) => [
  ...shadow(engine).querySelectorAll<HTMLElement>('[part~=session]'),
];

/** A service card's time radio for a session (none when the service has one time only). */
export const timeOf = (card: HTMLElement, session: SpaClass) =>
  card.querySelector<HTMLInputElement>(`[part~=time] input[value="${session.SpaClassId}"]`);

/**
 * The card of a session's service, with that session's time chosen when it can be (its
 * buttons are then the card's); throws while there is none.
 */
export function cardOf(engine: HTMLElement, session: SpaClass): HTMLElement {
  const card = sessionCards(engine).find(
    (c) => c.querySelector('h3')?.textContent === session.ItemName,
  );
  if (!card) throw new Error(`no card for ${session.ItemName}`);
  const time = timeOf(card, session);
  if (time && !time.disabled && !time.checked) time.click();
  return card;
}

/** The time a service card has chosen, and its places, as the card says them ("14:00 · 5 places left"). */
export const chosenIn = (card: HTMLElement) =>
  card.querySelector('[part=chosen-time]')?.textContent ?? null;

/** The lines of the My sessions panel. */
export const mySessions = (engine: HTMLElement) => [
  ...shadow(engine).querySelectorAll<HTMLElement>('[part=my-session]'),
];

/** The picture slot at the top of a card: its drawing's subject, ratio, and any picture. */
export const photoOf = (card: HTMLElement) => {
  const slot = card.querySelector<HTMLElement>('[part~=card-media] > [part~=photo]')!;
  const art = slot.querySelector<HTMLElement>('[part~=photo-placeholder]');
  return {
    art: art?.dataset.art,
    ratio: slot.style.aspectRatio,
    img: slot.querySelector('img'),
    named: art?.getAttribute('role') ?? null,
  };
};
