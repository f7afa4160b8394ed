import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config.js';

/** What the headers depend on: where payments and media pictures come from. */
type SecurityConfig = { payments: Pick<Config['payments'], 'provider'>; media: Pick<Config['media'], 'baseUrl'> };

function contentSecurityPolicy(config: SecurityConfig) {
  const razorpay = config.payments.provider === 'razorpay';
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(razorpay ? ['https://checkout.razorpay.com'] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        ...(config.media.baseUrl.startsWith('http') ? [new URL(config.media.baseUrl).origin] : []),
      ],
      connectSrc: ["'self'", ...(razorpay ? ['https://*.razorpay.com'] : [])],
      frameSrc: razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
}

/** What helmet is asked for: its defaults, the policy above, and no cross-origin embedder policy. */
export const securityHeaderOptions = (config: SecurityConfig) => ({
  contentSecurityPolicy: contentSecurityPolicy(config),
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers helmet sets on every answer, read once from its middleware: with directives of fixed text (no
 * nonces) they depend on the configuration alone. Sent as reply headers, they go out with the answer's own in one
 * `writeHead`, where helmet's middleware would run a dozen functions and `setHeader` calls for every request.
 */
export function securityHeadersOf(config: SecurityConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(securityHeaderOptions(config))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  if (!finished) throw new Error('helmet did not set its headers at once');
  return headers;
}
