import { describe, expect, it } from 'vitest';
import { descriptionPreview, plainTextOf } from './description-preview';

describe('description preview on the landing page', () => {
  it('strips HTML tags before cutting', () => {
    expect(plainTextOf('<p><strong>Mixer</strong> grinder</p><ul><li>750 W</li></ul>')).toBe('Mixer grinder 750 W');
  });

  it('decodes entities and drops scripts', () => {
    expect(plainTextOf('Salt &amp; pepper&nbsp;&#8377;5<script>alert(1)</script>')).toBe('Salt & pepper ₹5');
  });

  it('cuts to 100 characters plus an ellipsis', () => {
    const preview = descriptionPreview(`<p>${'a'.repeat(150)}</p>`);
    expect(preview).toBe(`${'a'.repeat(100)}...`);
  });

  it('leaves a short description whole', () => {
    expect(descriptionPreview('<p>Pack of 12</p>')).toBe('Pack of 12');
  });
});
