// Checkout (/checkout): an order paid in an embedded payment page, as shops embed a payment
// provider: an iframe of the same origin (/frames/payment.html) that tells this page, by a
// message, when the payment went through.

import { h } from '../dom.js';

export default {
  id: 'checkout',
  title: 'Checkout',
  headerTestID: 'CheckoutHeader',
  showNavBar: true,
  tab: null,

  render(root) {
    const status = h('p', { class: 'label', testid: 'PaymentStatus', role: 'status', text: 'Awaiting payment' });
    const frame = h('iframe', {
      src: '/frames/payment.html', title: 'Payment', testid: 'PaymentFrame',
      style: { display: 'block', width: '100%', height: '240px', margin: '12px 0', border: '1px solid #c6c6c8',
        borderRadius: '10px', boxSizing: 'border-box', background: 'var(--cell-bg)' },
    });
    const onMessage = (event) => {
      if (event.origin !== location.origin || event.data?.type !== 'paid') return;
      status.textContent = `Paid ${event.data.amount} with the card ending ${event.data.last4}`;
    };
    window.addEventListener('message', onMessage);
    root.append(h('div', { class: 'checkout', testid: 'CheckoutScreen' },
      h('p', { class: 'label', testid: 'OrderTotal', text: 'Total: 12.50' }), frame, status));
    return () => window.removeEventListener('message', onMessage);
  },
};
