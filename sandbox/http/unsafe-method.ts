const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True for methods that may change state (POST, PUT, PATCH, DELETE …). */
export function isUnsafeMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}
