import { describe, expect, it } from 'vitest';
import { currentToast, dismissToast, toast } from './use-toast';

describe('toast', () => {
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
});
