import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself; 5000 when not given. */
  duration?: number;
  /** The toast announces a navigation ("Redirecting to …"): it closes once the next page is shown. */
  closesOnNavigation?: boolean;
}

export interface ToastMessage extends ToastOptions {
  id: number;
  open: boolean;
}

export const TOAST_DEFAULT_DURATION_MS = 5000;
/** Long enough to read a short toast, so one that announces a fast navigation does not just flicker. */
export const NAVIGATION_TOAST_MIN_MS = 1200;

// One toast at a time: a new toast replaces the one on screen.
let current: ToastMessage | null = null;
let nextId = 1;
// When the current toast reached the screen (null while the toaster's code is still downloading), and
// whether the navigation it announced has finished.
let shownAt: number | null = null;
let navigated = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing any toast on screen. The only way the app shows toasts. */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = { ...options, id, open: true };
  shownAt = null;
  navigated = false;
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the toast with this id, or whichever toast is on screen. */
export function dismissToast(id?: number): void {
  if (current && current.open && (id === undefined || current.id === id)) {
    current = { ...current, open: false };
    emit();
  }
}

function closeNavigationToast(id: number, shown: number): void {
  const wait = shown + NAVIGATION_TOAST_MIN_MS - Date.now();
  if (wait > 0) setTimeout(() => dismissToast(id), wait);
  else dismissToast(id);
}

/**
 * Called when a navigation has finished: closes the toast that announced it, if one is open, once it has
 * been on screen for `NAVIGATION_TOAST_MIN_MS`.
 */
export function dismissNavigationToast(): void {
  if (!current?.open || !current.closesOnNavigation) return;
  navigated = true;
  if (shownAt !== null) closeNavigationToast(current.id, shownAt);
}

/** Called by the toaster when it puts the toast on screen. */
export function toastShown(id: number): void {
  if (current?.id !== id || shownAt !== null) return;
  shownAt = Date.now();
  if (navigated && current.open) closeNavigationToast(id, shownAt);
}

export function currentToast(): ToastMessage | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(subscribe, currentToast, currentToast);
}
