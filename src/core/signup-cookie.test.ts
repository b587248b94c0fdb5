// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import * as cookies from './cookies';
import { hasSignupCookie, setSignupCookie } from './signup-cookie';

describe('signupCookie', () => {
  it('is absent at first, then set for 90 days through the page cookie writer (path /)', () => {
    const write = vi.spyOn(cookies, 'writeCookie');
    expect(hasSignupCookie()).toBe(false);
    setSignupCookie();
    expect(write).toHaveBeenCalledWith('signupCookie', 'true', 90);
    expect(hasSignupCookie()).toBe(true);
    expect(document.cookie).toContain('signupCookie=true');
  });
});
