import { startTransition, useEffect, useState } from 'react';

let painted = false;

/**
 * False until the app's first screen has been painted, true from then on (also for whatever mounts later).
 * Parts of the frame that the first screen does not need (a signed-in user's menus, the server cart merge)
 * wait for it: downloaded before, they hold a phone's first paint of the page back by their round trips.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task after it: the frame that drew the screen has been painted by then.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        // In slices, like the first render: what it adds never blocks input for long on a slow phone.
        startTransition(() => setReady(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
