import * as v from 'valibot';
import { isAllowedScript, isSafeNavigation } from '../domain/safety/safe-url';
import { SANDBOX_PROXY_KEYS } from './wire-fields';

const IsoDay = v.pipe(v.string(), v.isoDate());
const ProxyKeySetting = v.pipe(v.string(), v.nonEmpty(), v.maxLength(128));

/** An address a guest is sent to: http(s) or a same-site path (src/core/safe-url.ts). */
export const NavigationUrl = v.pipe(
  v.string(),
  v.check(isSafeNavigation, 'an address must be http, https or a path on this site'),
);
/** A script address: only from the allow-list (reCAPTCHA, the sandbox's stand-in). */
export const ScriptUrl = v.pipe(
  v.string(),
  v.check(isAllowedScript, 'a script address must be on the allow-list (reCAPTCHA hosts)'),
);

/**
 * Page-wide settings, read from `<script type="application/json" id="innkit-config">`.
 * Each key may be overridden per element by the kebab-case attribute of the same name.
 */
export const ConfigSchema = v.object({
  /** Origin or path prefix of the hotel's Laravel API (`/rs`, `/system`, `/log`). */
  apiBase: v.optional(v.string(), ''),
  /**
   * Milliseconds every API call may take before the guest is told to try again (issue 17
   * item 11; the specification's default was none). A number, or its digits as an attribute.
   */
  apiTimeoutMs: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
      v.transform(Number),
      v.number(),
      v.minValue(1000),
      v.maxValue(120_000),
    ),
    20_000,
  ),
  /**
   * The hotel proxy's keys that FetchCustomerProfile and UpdateCustomerProfile carry
   * (booking-engine.md §7). Not secrets: the browser sends them, so anyone can read them; the
   * proxy keeps its own secrets. Defaults are the sandbox's.
   */
  rsPreShareKey: v.optional(ProxyKeySetting, SANDBOX_PROXY_KEYS.PreShareKey),
  rsSourceSysId: v.optional(ProxyKeySetting, SANDBOX_PROXY_KEYS.SourceSysId),
  rsGroupCustomerId: v.optional(ProxyKeySetting, SANDBOX_PROXY_KEYS.GroupCustomerId),
  /** Host of the live pricing service. */
  pmsApi: v.optional(v.string(), ''),
  /** Where the booking engine lives on this site. */
  bookBase: v.optional(NavigationUrl, '/the-lake/book'),
  /** Home of the lake site, the header's first link. */
  homeUrl: v.optional(NavigationUrl, '/the-lake'),
  /** The venue's name in the header: its wordmark, or its logo's text alternative. Page-wide. */
  brandName: v.optional(v.string(), 'The Lake Book'),
  /**
   * The header's logo, an SVG or other image (http, https or a path on this site: the one
   * safe-URL rule); without it the header shows `brandName` as text. Page-wide.
   */
  logoUrl: v.optional(NavigationUrl),
  /** reCAPTCHA v3 site key the forms obtain their bot-check tokens with. */
  recaptchaSiteKey: v.optional(v.string(), ''),
  /**
   * Address of the reCAPTCHA v3 script (loaded only when a guest first interacts with a
   * form, with `?render={recaptchaSiteKey}`). The sandbox serves a stand-in at
   * `/sandbox/recaptcha/api.js`.
   */
  recaptchaScript: v.optional(ScriptUrl, 'https://www.google.com/recaptcha/api.js'),
  /**
   * The venue's telephone number and email, offered when a form cannot be sent at all (the
   * bot check judged the guest automated): another way to reach the hotel (issue 22).
   */
  contactPhone: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
  contactEmail: v.optional(v.pipe(v.string(), v.maxLength(120)), ''),
  /**
   * The hotel asks a new guest to confirm their email address before they may log in and pay
   * (issue 34 item 9). Default false: 'Create an account' logs the guest in and goes on to the
   * checkout (booking-engine.md §4), and the welcome email carries a "this was not me" link.
   * True: the guest is asked to open the emailed link, in the same browser, first; the
   * register form says so before it is sent. It states the back end's own setting (the
   * sandbox's `REGISTRATION_CONFIRMATION`), which decides: the screen follows its answer.
   */
  registrationConfirmation: v.optional(
    v.union([
      v.boolean(),
      v.pipe(
        v.picklist(['true', 'false', '']),
        v.transform((value) => value !== 'false'),
      ),
    ]),
    false,
  ),
  /** Pin "today" (YYYY-MM-DD), for demos and tests. `?ik-now=` on the page wins. */
  now: v.optional(IsoDay),
  /**
   * Per venue, the stay-calendar settings that differ from the specification's defaults
   * (src/domain/routes/venue-config.ts): cut-overs, horizon, offer windows, hand-off, exclusions…
   * Page-wide only: every calendar of a page shares one price cache. Validated (each bad key
   * reported and ignored) by `venueSettings` in src/core/venue-settings.ts, where it is used,
   * so that pages without a calendar don't carry its schema.
   */
  venues: v.optional(v.unknown()),
  /**
   * The activity screens' settings that differ from the specification's defaults
   * (src/domain/activities/activity-config.ts): locations, seasons, off-peak days, last dates.
   * Page-wide only; validated by `activitySettings` in src/core/activity-settings.ts.
   */
  activities: v.optional(v.unknown()),
  /**
   * The treatments screen's settings that differ from the specification's defaults
   * (src/domain/spa/spa-config.ts): location, gender, version, last bookable day.
   * Page-wide only; validated by `spaSettings` in src/core/spa-settings.ts.
   */
  spa: v.optional(v.unknown()),
  /**
   * Analytics consent (src/domain/forms/consent.ts): `granted` (the default, as before), `denied`, or
   * `wait` for the guest's choice (an `ik-consent` event or Google Consent Mode). Until granted
   * nothing is pushed to `window.dataLayer`. Page-wide only.
   */
  consent: v.optional(v.picklist(['granted', 'denied', 'wait']), 'granted'),
});
export type Config = v.InferOutput<typeof ConfigSchema>;
export type ConfigKey = keyof Config;
