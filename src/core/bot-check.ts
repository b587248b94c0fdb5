import { safeUrl } from './safe-url';

/** Google's script, used when a configured address is refused by the safe-URL rule. */
const DEFAULT_SCRIPT = 'https://www.google.com/recaptcha/api.js';

/**
 * The bot check every form post carries (reCAPTCHA v3, public-site.md §7). Its script is
 * loaded once per page, and only when a guest first interacts with a form: never on page
 * load. Its address is configuration (`recaptchaScript`), so the sandbox serves a stand-in.
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** How long the script may take to load before the post is given up (and can be sent again). */
export const BOT_CHECK_TIMEOUT_MS = 15_000;

let loading: Promise<Grecaptcha> | undefined;

/**
 * The script's address with `render=<site key>`, as reCAPTCHA v3 expects. The address passes
 * the safe-URL rule's allow-list here too (config already checks it): a script from any
 * other host is refused, reported, and Google's loaded instead.
 */
export function botCheckScriptUrl(script: string, siteKey: string): string {
  const allowed = safeUrl(script, DEFAULT_SCRIPT, 'script', 'recaptchaScript');
  const url = new URL(allowed, document.baseURI);
  if (siteKey && !url.searchParams.has('render')) url.searchParams.set('render', siteKey);
  return url.href;
}

/** Load the script (once per page; a failed load may be tried again) and wait until ready. */
export function loadBotCheck(script: string, siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const element = window.grecaptcha ? undefined : document.createElement('script');
    const timer = setTimeout(() => fail('timed out'), BOT_CHECK_TIMEOUT_MS);
    function fail(why: string) {
      clearTimeout(timer);
      loading = undefined;
      element?.remove();
      reject(new Error(`bot check unavailable: ${why}`));
    }
    function whenReady() {
      const api = window.grecaptcha;
      if (!api) return fail('no grecaptcha');
      api.ready(() => {
        clearTimeout(timer);
        resolve(api);
      });
    }
    if (!element) return whenReady();
    element.src = botCheckScriptUrl(script, siteKey);
    element.async = true;
    element.onload = whenReady;
    element.onerror = () => fail('script failed to load');
    document.head.append(element);
  });
  return loading;
}

/** A fresh, single-use token for `action`. */
export async function botCheckToken(script: string, siteKey: string, action: string) {
  const api = await loadBotCheck(script, siteKey);
  return api.execute(siteKey, { action });
}
