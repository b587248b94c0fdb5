import { createContext, useContext } from 'react';

export interface EngineContextValue {
  /** The engine's base path without a trailing slash ("/the-lake/book"). */
  base: string;
  /** The lake site's home ("/the-lake"). */
  homeUrl: string;
  /** True once the guest has moved from the first screen: headings then take focus. */
  navigated: boolean;
  /** Changes on every navigation (path and query). */
  routeKey: string;
  /** Open a path under the base (`/cart`); `replace` keeps it out of the history. */
  open(path: string, replace?: boolean): void;
}

export const EngineContext = createContext<EngineContextValue | null>(null);

export function useEngine(): EngineContextValue {
  const value = useContext(EngineContext);
  if (!value) throw new Error('useEngine() outside <ik-booking-engine>');
  return value;
}
