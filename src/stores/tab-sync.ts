import type { Session } from '../schemas/session';
import type { CartStore } from './cart';

/** What one tab tells the others, so every tab of the site shows the same guest and cart. */
export type TabMessage =
  | { type: 'session'; session: Session; timeoutMinutes: number }
  | { type: 'cart'; cart: Omit<CartStore, 'error' | 'updating'> };

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
