/** Phone numbers: digits, spaces, plus, hyphen and brackets, with at least six digits. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){6})[\d +\-()]+$/;

export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}
