import { describe, expect, it } from 'vitest';
import { guardRedirect } from './route-guard';

describe('route guard', () => {
  it('sends a visitor without a token to /login', () => {
    expect(guardRedirect({ isLoggedIn: false, userType: null, isVerified: true })).toBe('/login');
  });

  it('sends an unverified user to /verification_pending', () => {
    expect(guardRedirect({ isLoggedIn: true, userType: 'wholesaler', isVerified: false })).toBe(
      '/verification_pending',
    );
  });

  it('shows the page to a verified user', () => {
    expect(guardRedirect({ isLoggedIn: true, userType: 'retailer', isVerified: true })).toBeNull();
  });
});
