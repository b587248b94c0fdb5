import { createContext, useContext } from 'react';
import { type Config, configFor } from '../core/config';
import { type IkEventMap, type IkEventName, dispatchIk } from '../core/events';

export interface WidgetContextValue {
  host: HTMLElement;
  /** Dispatch a bubbling, composed `ik-…` event from the element; false when cancelled. */
  emit<K extends IkEventName>(
    name: K,
    detail: IkEventMap[K],
    options?: { cancelable?: boolean },
  ): boolean;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidget() outside an innkit element');
  return value;
}

/** The page config with this element's attribute overrides. */
export function useConfig(): Config {
  return configFor(useWidget().host);
}

export function widgetContextFor(host: HTMLElement): WidgetContextValue {
  return {
    host,
    emit: (name, detail, options) => dispatchIk(host, name, detail, options),
  };
}
