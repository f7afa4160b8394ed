import type { RazorpayConstructor } from './razorpay-types';

const SCRIPT_ERROR = 'The payment window could not be loaded. Check your connection and try again.';

let loading: { src: string; promise: Promise<RazorpayConstructor> } | null = null;

const loadedConstructor = () => (window as Window & { Razorpay?: RazorpayConstructor }).Razorpay;

/**
 * Adds the payment provider's checkout script to the page once, when checkout needs it, and resolves
 * with its `Razorpay` constructor. A failed download is forgotten, so the next attempt tries again.
 */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  const ready = loadedConstructor();
  if (ready) return Promise.resolve(ready);
  if (loading?.src === src) return loading.promise;

  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.checkoutScript = '';
    const fail = () => {
      script.remove();
      loading = null;
      reject(new Error(SCRIPT_ERROR));
    };
    script.onload = () => {
      const Razorpay = loadedConstructor();
      if (Razorpay) resolve(Razorpay);
      else fail();
    };
    script.onerror = fail;
    document.head.append(script);
  });
  loading = { src, promise };
  return promise;
}
