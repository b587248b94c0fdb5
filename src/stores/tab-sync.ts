import type { Session } from '../schemas/session';
import type { CartStore } from './cart';

/**
 * What one tab tells the others, so every tab of the site shows the same guest and cart.
 * `at` is when the answer was asked for (ms): a tab keeps the newest and ignores older news,
 * so a slow answer in one tab never overwrites a newer change made in another.
 */
export type TabMessage =
  | { type: 'session'; at: number; session: Session }
  | { type: 'cart'; at: number; cart: Omit<CartStore, 'error' | 'updating'> };

const CHANNEL = 'innkit';
let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  }
  return channel;
}

export function tellOtherTabs(message: TabMessage): void {
  open()?.postMessage(message);
}

export function listenToOtherTabs(handler: (message: TabMessage) => void): () => void {
  const ch = open();
  if (!ch) return () => {};
  const onMessage = (event: MessageEvent<TabMessage>) => handler(event.data);
  ch.addEventListener('message', onMessage);
  return () => ch.removeEventListener('message', onMessage);
}
