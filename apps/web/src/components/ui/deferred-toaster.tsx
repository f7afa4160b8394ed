import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useCurrentToast } from './use-toast';

const loadToaster = () => import('./toaster');
const Toaster = lazy<ComponentType>(() =>
  loadToaster().then(
    (module) => ({ default: module.Toaster }),
    // Without its code (offline, or a new release replaced the files) the app goes on without toasts.
    () => ({ default: () => null }),
  ),
);

/**
 * The app's toasts, whose code (about 9 KB) no page needs for its first paint. Toasts answer what the user
 * does, so the code starts downloading at the first tap or key press; a toast raised before that (a page
 * that failed to load) brings it itself. Once shown, the toaster stays mounted for the next toasts.
 */
export function DeferredToaster() {
  const hasToast = useCurrentToast() !== null;
  const [needed, setNeeded] = useState(false);
  if (hasToast && !needed) setNeeded(true);

  useEffect(() => {
    const preload = () => void loadToaster().catch(() => undefined);
    const events = ['pointerdown', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, preload, { once: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, preload);
    };
  }, []);

  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
