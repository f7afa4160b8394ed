// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { richTextNodes } from './rich-text-nodes';

function rendered(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.replaceChildren(richTextNodes(html, document));
  return container;
}

describe('formatted text shown on the product page', () => {
  it('keeps the editor’s formatting', () => {
    const html =
      '<h2>Features</h2><p><strong>Copper</strong> <em>motor</em></p><ul><li>1 year</li></ul>' +
      '<table><tbody><tr><th>Power</th><td colspan="2">750 W</td></tr></tbody></table>';
    expect(rendered(html).innerHTML).toBe(html);
  });

  it('drops scripts, styles and frames with their content', () => {
    const container = rendered(
      '<p>Safe</p><script>window.hacked = true</script><style>body{display:none}</style><iframe></iframe>',
    );
    expect(container.innerHTML).toBe('<p>Safe</p>');
  });

  it('drops event handlers, inline styles and images but keeps the text around them', () => {
    const container = rendered(
      '<p onclick="steal()" style="color:red">Click <img src="x" onerror="steal()"><span onmouseover="steal()">here</span></p>',
    );
    expect(container.innerHTML).toBe('<p>Click <span>here</span></p>');
  });

  it('unwraps elements outside the list and keeps their text', () => {
    expect(rendered('<div><font color="red">Red</font> <button>Buy</button></div>').innerHTML).toBe('Red Buy');
  });

  it('removes javascript: and data: links, keeps web and mail links opening safely in a new tab', () => {
    const container = rendered(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a>' +
        '<a href="https://example.com/spec.pdf" target="_self">d</a><a href="mailto:sales@example.com">e</a>',
    );
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      null,
      null,
      null,
      'https://example.com/spec.pdf',
      'mailto:sales@example.com',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
  });

  it('keeps markup-looking text as text', () => {
    const container = rendered('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toBe('<script>alert(1)</script>');
  });
});
