import { type SafeUrlKind, isSafeUrl, refusalText } from '../domain/safety/safe-url';

export {
  SCRIPT_ALLOW_LIST,
  type SafeUrlKind,
  isAllowedScript,
  isSafeNavigation,
  isSafeUrl,
  isSameSitePath,
  isWebAddress,
  urlScheme,
} from '../domain/safety/safe-url';

/**
 * The address when it passes the rule for its kind; otherwise the fallback, with the refusal
 * reported on the console (once per call).
 */
export function safeUrl(
  value: string | null | undefined,
  fallback: string,
  kind: SafeUrlKind,
  name = 'address',
): string {
  if (value === null || value === undefined || value.trim() === '') return fallback;
  if (isSafeUrl(value, kind)) return value.trim();
  console.error(`[innkit] ${refusalText(name, value, kind)}; using "${fallback}"`);
  return fallback;
}
