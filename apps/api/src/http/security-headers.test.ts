import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaderOptions, securityHeadersOf } from './security-headers.js';

const sandbox = { payments: { provider: 'sandbox' as const }, media: { baseUrl: '/media' } };
const razorpay = { payments: { provider: 'razorpay' as const }, media: { baseUrl: 'https://cdn.example.in/media' } };

/** The headers helmet's middleware leaves on a real response. */
function setByMiddleware(config: typeof sandbox | typeof razorpay): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  response.setHeader('X-Powered-By', 'something');
  helmet(securityHeaderOptions(config))(response.req, response, () => undefined);
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

describe('security headers', () => {
  it.each([
    ['sandbox payments', sandbox],
    ['Razorpay and a media host', razorpay],
  ])('are the headers helmet sets on a response, read once (%s)', (_name, config) => {
    const headers = securityHeadersOf(config);
    expect(headers).toEqual(setByMiddleware(config));
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('let the checkout script and the media host in only when they are used', () => {
    expect(securityHeadersOf(sandbox)['content-security-policy']).toContain("script-src 'self';");
    const policy = securityHeadersOf(razorpay)['content-security-policy'];
    expect(policy).toContain("script-src 'self' https://checkout.razorpay.com;");
    expect(policy).toContain("img-src 'self' data: blob: https://cdn.example.in;");
  });
});
