import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentToast,
  dismissNavigationToast,
  dismissToast,
  NAVIGATION_TOAST_MIN_MS,
  toast,
  toastShown,
} from './use-toast';

describe('toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    toast({ title: 'Login successful!', description: 'Redirecting to your page...' });
    const second = toast({ title: 'Logged Out', description: 'Redirecting to Login...', duration: 1000 });
    expect(currentToast()).toMatchObject({ id: second.id, title: 'Logged Out', duration: 1000, open: true });
  });

  it('closes only the toast it was asked to close', () => {
    const first = toast({ title: 'First' });
    const second = toast({ title: 'Second' });
    first.dismiss();
    expect(currentToast()).toMatchObject({ id: second.id, open: true });
    dismissToast();
    expect(currentToast()).toMatchObject({ id: second.id, open: false });
  });

  it('closes a toast that announced a navigation once the navigation is done, and no other toast', () => {
    const saved = toast({ title: 'Changes saved' });
    dismissNavigationToast();
    expect(currentToast()).toMatchObject({ id: saved.id, open: true });
    vi.useFakeTimers();
    const redirect = toast({ title: 'Login successful!', closesOnNavigation: true });
    toastShown(redirect.id);
    vi.advanceTimersByTime(300);
    dismissNavigationToast();
    expect(currentToast()).toMatchObject({ id: redirect.id, open: true });
    vi.advanceTimersByTime(NAVIGATION_TOAST_MIN_MS - 300);
    expect(currentToast()).toMatchObject({ id: redirect.id, open: false });
    const late = toast({ title: 'Logged Out', closesOnNavigation: true });
    toastShown(late.id);
    vi.advanceTimersByTime(NAVIGATION_TOAST_MIN_MS);
    dismissNavigationToast();
    expect(currentToast()).toMatchObject({ id: late.id, open: false });
  });

  it('keeps a toast that announced a navigation on screen for its minimum even when the toaster shows it late', () => {
    vi.useFakeTimers();
    const redirect = toast({ title: 'Login successful!', closesOnNavigation: true });
    vi.advanceTimersByTime(2000);
    dismissNavigationToast();
    expect(currentToast()).toMatchObject({ id: redirect.id, open: true });
    toastShown(redirect.id);
    vi.advanceTimersByTime(NAVIGATION_TOAST_MIN_MS - 1);
    expect(currentToast()).toMatchObject({ id: redirect.id, open: true });
    vi.advanceTimersByTime(1);
    expect(currentToast()).toMatchObject({ id: redirect.id, open: false });
  });
});
