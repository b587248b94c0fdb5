import { atom } from 'nanostores';
import { fetchSpecialServices } from '../../api/booking-api';
import { ApiError, userMessageOf } from '../../api/errors';
import { logClient } from '../../api/log-api';
import { rsOutcome } from '../../domain/cart/rs-outcome';
import type { SpecialService } from '../../schemas/rs-request';
import { $session } from '../index';

export type SpecialServicesState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; services: SpecialService[] }
  | { status: 'error'; message: string };

/** The hotel's special services (extras), loaded once per page when a drawer first opens. */
export const $specialServices = atom<SpecialServicesState>({ status: 'idle' });

/** Load the catalogue unless it is loaded or loading; after a failure, try again. */
export async function loadSpecialServices(): Promise<void> {
  const state = $specialServices.get();
  if (state.status === 'loading' || state.status === 'ready') return;
  $specialServices.set({ status: 'loading' });
  const session = $session.get();
  const data = session ? { SessionId: session.SessionId, WebFolioId: session.WebFolioId } : {};
  try {
    const answer = await fetchSpecialServices(data);
    if (answer.Result.value === 'SUCCESS') {
      $specialServices.set({ status: 'ready', services: answer.PMSSpecialServices });
      return;
    }
    const outcome = rsOutcome(answer.Result);
    // A lapsed session is said as such (the expired notice shows too), and the hotel's own
    // words (the system is offline…) are shown as they are; only a bare FAIL is generic.
    const message =
      outcome.kind === 'session-expired'
        ? new ApiError('session-expired', { url: '/rs/request' }).userMessage
        : outcome.kind === 'failed' && outcome.text
          ? outcome.text
          : 'Sorry, the extras could not be loaded. Please try again.';
    if (outcome.kind !== 'session-expired') {
      void logClient({
        action: 'extras: FetchPMSSpecialServices',
        request: data,
        response: answer,
      });
    }
    $specialServices.set({ status: 'error', message });
  } catch (error) {
    void logClient({
      action: 'extras: FetchPMSSpecialServices',
      request: data,
      response: String(error),
    });
    $specialServices.set({ status: 'error', message: userMessageOf(error) });
  }
}
