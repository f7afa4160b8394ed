/**
 * One call to Razorpay's API with the account's key. A 4xx answer is a refusal (`refused` makes its error: retrying
 * will not help); a network failure or a 5xx throws a plain Error, and the caller tries again later.
 */
export function razorpayCall(apiBase: string, authorization: string, refused: (description: string) => Error) {
  return async function call(
    path: string,
    init: { method: 'GET' | 'POST' | 'PATCH'; body?: unknown },
  ): Promise<unknown> {
    const response = await fetch(`${apiBase}${path}`, {
      method: init.method,
      headers: { authorization, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => ({}))) as { error?: { description?: string } };
    if (response.status >= 400 && response.status < 500)
      throw refused(body.error?.description ?? `Refused with status ${response.status}`);
    if (!response.ok) throw new Error(`Razorpay answered ${response.status}`);
    return body;
  };
}
