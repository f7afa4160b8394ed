import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself; 5000 when not given. */
  duration?: number;
}

export interface ToastMessage extends ToastOptions {
  id: number;
  open: boolean;
}

export const TOAST_DEFAULT_DURATION_MS = 5000;

// One toast at a time: a new toast replaces the one on screen.
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing any toast on screen. The only way the app shows toasts. */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = { ...options, id, open: true };
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
