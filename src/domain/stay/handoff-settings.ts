/**
 * The external booking engine's address parts: `{baseUrl}/{app}/{offers}/{tenant}/{property}/…`
 * (the shape of `VenueConfig.externalEngine`, src/domain/routes/venue-config.ts).
 */
export interface ExternalEngineAddress {
  readonly baseUrl: string;
  readonly app: string;
  readonly offers: string;
  readonly tenant: string;
  readonly property: string;
}

/** How a venue hands off (the shape of `VenueConfig.handoff`). */
export interface HandoffRuleSettings {
  /** Arrivals after this day open the external engine; null: no date rule. */
  readonly externalAfter: string | null;
  /** Every arrival opens the external engine. */
  readonly alwaysExternal: boolean;
  /** The external engine opens in a new tab (else in the same tab). */
  readonly externalNewTab: boolean;
}

export interface HandoffSettings {
  /** The booking engine's base path on this site (`/the-lake/book`). */
  readonly bookBase: string;
  readonly handoff: HandoffRuleSettings;
  readonly externalEngine: ExternalEngineAddress;
}

/** Where "Check availability" goes. */
export interface Handoff {
  readonly url: string;
  /** `_blank` opens a new tab. */
  readonly target: '_self' | '_blank';
  readonly external: boolean;
}
