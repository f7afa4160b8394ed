// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';
import { useAfterFirstPaint } from './after-first-paint';

function Probe({ label }: { label: string }) {
  return <p>{`${label}: ${useAfterFirstPaint() ? 'after' : 'before'}`}</p>;
}

describe('useAfterFirstPaint', () => {
  const mounted: Array<{ unmount: () => void }> = [];
  afterEach(() => mounted.splice(0).forEach((view) => view.unmount()));

  it('is false for the first screen and true once a frame has been painted, then at once for later mounts', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));

    const first = render(<Probe label="first" />);
    mounted.push(first);
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    expect(first.container.textContent).toBe('first: before');

    // The frame that draws the first screen comes; what waits for it follows in a task after that frame.
    frames[0]?.(performance.now());
    await vi.waitFor(() => expect(first.container.textContent).toBe('first: after'));

    const later = render(<Probe label="later" />);
    mounted.push(later);
    await vi.waitFor(() => expect(later.container.textContent).toBe('later: after'));
    // A later mount waits for no frame.
    expect(frames).toHaveLength(1);
    vi.restoreAllMocks();
  });
});
