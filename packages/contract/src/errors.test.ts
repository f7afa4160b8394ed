import { describe, expect, it } from 'vitest';
import { errorBody } from './errors.js';

describe('error body', () => {
  it('reads the general keys and the fields at fault', () => {
    const body = {
      email: ['Email is required'],
      detail: 'Please correct the request body: Email is required',
      code: 'validation',
      error: 'Please correct the request body: Email is required',
    };
    expect(errorBody.parse(body)).toEqual(body);
  });

  it('refuses a body with a code the contract does not know, or a field without a message list', () => {
    expect(errorBody.safeParse({ detail: 'x', code: 'teapot', error: 'x' }).success).toBe(false);
    expect(errorBody.safeParse({ detail: 'x', code: 'validation', error: 'x', email: 'bad' }).success).toBe(false);
  });
});
