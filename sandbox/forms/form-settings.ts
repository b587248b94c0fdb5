import * as v from 'valibot';
import type { SettingsRepo } from '../db/settings-repo';
import type { ThrottleLimit } from '../lib/throttle';
import { DEFAULT_SCORE } from '../recaptcha/recaptcha-standin';

export type { ThrottleLimit };

/** How many form posts one client may make in a window before it gets 429. */
export const DEFAULT_THROTTLE: ThrottleLimit = { max: 10, windowSeconds: 60 };

export const ThrottleLimitSchema = v.object({
  max: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
  windowSeconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(86_400)),
});

export const BotScoreSchema = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

const FAILING = 'forms_failing';
const THROTTLE = 'forms_throttle';
const BOT_SCORE = 'recaptcha_score';

/** The sandbox's form switches, kept in the settings table so every visitor shares them. */
export function formSettings(settings: SettingsRepo) {
  return {
    /** The failure switch: every form endpoint answers 500 and keeps nothing. */
    failing: (): boolean => settings.get(FAILING) === 'true',
    setFailing(failing: boolean): void {
      settings.set(FAILING, String(failing));
    },
    throttle(): ThrottleLimit {
      const stored = settings.get(THROTTLE);
      const parsed = stored ? v.safeParse(ThrottleLimitSchema, JSON.parse(stored)) : undefined;
      return parsed?.success ? parsed.output : DEFAULT_THROTTLE;
    },
    setThrottle(limit: ThrottleLimit): void {
      settings.set(THROTTLE, JSON.stringify(limit));
    },
    /** The score the reCAPTCHA stand-in gives new tokens. */
    botScore(): number {
      const parsed = v.safeParse(BotScoreSchema, Number(settings.get(BOT_SCORE) ?? DEFAULT_SCORE));
      return parsed.success ? parsed.output : DEFAULT_SCORE;
    },
    setBotScore(score: number): void {
      settings.set(BOT_SCORE, String(score));
    },
  };
}
export type FormSettings = ReturnType<typeof formSettings>;
