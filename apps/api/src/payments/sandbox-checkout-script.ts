import { apiPaths } from '@marketplace/contract';

/**
 * The browser side of the sandbox: a `Razorpay` constructor with the options of Razorpay Checkout
 * (key, amount, currency, order_id, name, description, prefill, handler, modal.ondismiss) and `on('payment.failed')`,
 * showing a clearly marked test dialog with Pay and Fail instead of a real card form.
 */
export const SANDBOX_CHECKOUT_SCRIPT = String.raw`(function () {
  'use strict';
  var PAY_URL = ${JSON.stringify(apiPaths.sandboxPay)};

  function formatAmount(paise, currency) {
    var rupees = (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return (currency === 'INR' ? 'Rs. ' : currency + ' ') + rupees;
  }

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (text) node.textContent = text;
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required');
    this.options = options;
    this.listeners = {};
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) { callback(payload); });
  };

  Razorpay.prototype.close = function () {
    if (this.overlay && this.overlay.parentNode) this.overlay.parentNode.removeChild(this.overlay);
    if (this.keyHandler) document.removeEventListener('keydown', this.keyHandler);
    this.overlay = null;
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    var overlay = el('div', 'position:fixed;inset:0;background:rgba(15,23,42,.6);display:flex;align-items:center;justify-content:center;z-index:2147483647;padding:16px;font-family:system-ui,sans-serif');
    var dialog = el('div', 'background:#fff;border-radius:12px;max-width:380px;width:100%;box-shadow:0 20px 50px rgba(0,0,0,.3);overflow:hidden');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'sandbox-payment-title');
    var banner = el('div', 'background:#facc15;color:#422006;font-weight:700;font-size:12px;letter-spacing:.05em;padding:8px 16px;text-transform:uppercase', 'Test mode: sandbox payment, no money moves');
    var body = el('div', 'padding:20px 20px 8px');
    var title = el('h2', 'margin:0 0 4px;font-size:18px;color:#0f172a', o.name || 'Payment');
    title.id = 'sandbox-payment-title';
    var description = el('p', 'margin:0 0 16px;color:#475569;font-size:14px', o.description || 'Order ' + o.order_id);
    var amount = el('p', 'margin:0 0 4px;font-size:28px;font-weight:700;color:#0f172a', formatAmount(o.amount, o.currency || 'INR'));
    amount.setAttribute('data-testid', 'sandbox-amount');
    var payer = el('p', 'margin:0 0 16px;color:#475569;font-size:13px', o.prefill && o.prefill.email ? 'Paying as ' + (o.prefill.name || '') + ' <' + o.prefill.email + '>' : '');
    var status = el('p', 'margin:0 0 12px;min-height:18px;color:#b91c1c;font-size:13px');
    status.setAttribute('role', 'status');
    var actions = el('div', 'display:flex;gap:8px;padding:0 20px 20px');
    var pay = el('button', 'flex:1;background:#166534;color:#fff;border:0;border-radius:8px;padding:12px;font-size:15px;font-weight:600;cursor:pointer', 'Pay');
    var fail = el('button', 'flex:1;background:#fff;color:#b91c1c;border:1px solid #b91c1c;border-radius:8px;padding:12px;font-size:15px;font-weight:600;cursor:pointer', 'Fail');
    var close = el('button', 'position:absolute;top:6px;right:10px;background:transparent;border:0;font-size:22px;cursor:pointer;color:#422006', '\u00d7');
    close.setAttribute('aria-label', 'Close payment dialog');
    pay.type = fail.type = close.type = 'button';
    dialog.style.position = 'relative';

    function dismiss() {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    }

    function attempt(outcome) {
      pay.disabled = fail.disabled = true;
      status.textContent = 'Processing...';
      fetch(PAY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ razorpay_order_id: o.order_id, outcome: outcome })
      })
        .then(function (response) { return response.json().then(function (data) { return { ok: response.ok, data: data }; }); })
        .then(function (result) {
          if (!result.ok) throw new Error(result.data.detail || 'The sandbox could not process this payment.');
          self.close();
          if (outcome === 'success') {
            if (typeof o.handler === 'function') o.handler(result.data);
          } else {
            self.emit('payment.failed', result.data);
          }
        })
        .catch(function (error) {
          status.textContent = error.message;
          pay.disabled = fail.disabled = false;
        });
    }

    pay.addEventListener('click', function () { attempt('success'); });
    fail.addEventListener('click', function () { attempt('failure'); });
    close.addEventListener('click', dismiss);
    this.keyHandler = function (event) { if (event.key === 'Escape') dismiss(); };
    document.addEventListener('keydown', this.keyHandler);

    body.appendChild(title);
    body.appendChild(description);
    body.appendChild(amount);
    body.appendChild(payer);
    body.appendChild(status);
    actions.appendChild(pay);
    actions.appendChild(fail);
    banner.appendChild(close);
    dialog.appendChild(banner);
    dialog.appendChild(body);
    dialog.appendChild(actions);
    overlay.appendChild(dialog);
    document.body.appendChild(overlay);
    this.overlay = overlay;
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
`;
