import { TRAINING_INCLUDED_LABEL, TRAINING_INCLUDED_LINE } from 'api-client';
import { formatUsd } from '../../kernel/money.js';
import type { PaymentRow } from './payments.repository.js';
import { escapeHtml } from '../../infra/html/escape-html.js';


const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f2ee;color:#1d1b19;line-height:1.5}
  .banner{background:#b3261e;color:#fff;text-align:center;font-weight:700;letter-spacing:.04em;padding:.75rem 1rem}
  main{max-width:28rem;margin:2.5rem auto;padding:0 1rem}
  .card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:1.5rem}
  h1{font-size:1.375rem;margin:0 0 .25rem}
  p{margin:.25rem 0 1rem;color:#4a4540}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:1.25rem 0}
  dt{color:#6b645d}dd{margin:0;font-weight:600;text-align:right}
  .actions{display:flex;flex-direction:column;gap:.75rem;margin-top:1.5rem}
  form{margin:0}
  button{width:100%;font:inherit;font-weight:600;font-size:1rem;border-radius:8px;padding:.8rem 1rem;cursor:pointer;border:2px solid transparent}
  .pay{background:#1d1b19;color:#fff}
  .pay:hover{background:#3a3530}
  .cancel{background:#fff;color:#1d1b19;border-color:#c9c2ba}
  .cancel:hover{background:#f4f2ee}
  button:focus-visible,a:focus-visible{outline:3px solid #2b6cb0;outline-offset:2px}
  .note{font-size:.875rem;color:#6b645d;margin-top:1.25rem}
  @media (max-width:760px){main{margin:1.25rem auto}.card{padding:1.25rem}}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · TEST CHECKOUT</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">TEST CHECKOUT — no real payment</div>
<main>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

const PERIOD: Record<PaymentRow['kind'], string> = {
  subscription: 'Monthly, renews until cancelled',
  'plan-upgrade': 'Plan change',
  payg: 'One-time purchase',
  'photo-pack': 'One-time purchase',
  renewal: 'Monthly renewal',
};

const sentence = (text: string) => `${text.slice(0, 1).toUpperCase()}${text.slice(1)}`;

/**
 * The local provider's "payment page": plain server-rendered HTML, no script. Pay and Cancel are two
 * forms posting to this page's own URL; the server answers each with a redirect.
 */
export function renderTestCheckout(payment: PaymentRow, actionBase: string, siteReturnUrl: string): string {
  const price = formatUsd(payment.amount_cents);
  const item = escapeHtml(payment.title);
  if (payment.status !== 'pending') {
    const done = payment.status === 'fulfilled';
    return layout(done ? 'Already paid' : 'Checkout cancelled', `
<h1>${done ? 'This checkout is already paid' : 'This checkout was cancelled'}</h1>
<p>${item} — ${price}</p>
<a href="${escapeHtml(siteReturnUrl)}">Back to the site</a>`);
  }
  return layout('Confirm your purchase', `
<h1 id="checkout-title">Confirm your purchase</h1>
<p>This page stands in for the card payment provider. Pressing Pay completes the purchase the same way a real payment does, without charging anything.</p>
<dl aria-labelledby="checkout-title">
  <dt>Item</dt><dd>${item}</dd>
  <dt>Billing</dt><dd>${PERIOD[payment.kind]}</dd>
  ${payment.credits > 0 ? `<dt>Credits</dt><dd>${payment.credits.toLocaleString('en-US')}</dd>` : ''}
  ${payment.trainings > 0 ? `<dt>${TRAINING_INCLUDED_LABEL}</dt><dd>${sentence(TRAINING_INCLUDED_LINE)}</dd>` : ''}
  <dt>Total</dt><dd>${price}</dd>
</dl>
<div class="actions">
  <form method="post" action="${escapeHtml(actionBase)}/pay"><button class="pay" type="submit" autofocus>Pay ${price}</button></form>
  <form method="post" action="${escapeHtml(actionBase)}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>
<p class="note">Test mode: set PAYMENTS_DRIVER=stripe to take real card payments.</p>`);
}

export function renderTestCheckoutMissing(): string {
  return layout('Checkout not found', `
<h1>This test checkout does not exist</h1>
<p>The link may be mistyped, or the checkout belongs to another server. Please start the purchase again.</p>`);
}
