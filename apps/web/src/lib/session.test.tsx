// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from './session';

describe('useSession', () => {
  afterEach(() => {
    document.body.replaceChildren();
    localStorage.clear();
  });

  it('takes over a page drawn for a visitor without rendering it again when nobody is signed in', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let renders = 0;
    function Greeting() {
      renders += 1;
      return <p>{useSession().isLoggedIn ? 'Signed in' : 'Visitor'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting />);
    document.body.append(container);
    renders = 0;

    const root = await act(async () => hydrateRoot(container, <Greeting />));
    expect(container.textContent).toBe('Visitor');
    expect(renders).toBe(1);
    act(() => root.unmount());
  });
});
