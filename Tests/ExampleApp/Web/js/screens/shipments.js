// Shipments (/shipments): a lazy list. It shows 15 rows and appends 10 more, a moment later,
// each time it is scrolled near its end, up to 60: scrolling until a late row must keep going
// while rows arrive.

import { h } from '../dom.js';

const PAGE = 10;
const FIRST = 15;
const LAST = 60;
const DELAY_MS = 300;

export default {
  id: 'shipments',
  title: 'Shipments',
  headerTestID: 'ShipmentsHeader',
  showNavBar: true,
  tab: null,

  render(root, { content }) {
    let shown = 0;
    let loading = null;
    const list = h('ul', { class: 'table', role: 'list', 'aria-label': 'Shipments', testid: 'ShipmentList' });
    const footer = h('p', { class: 'label secondary', testid: 'ShipmentsFooter', text: 'Loading more…' });
    const append = (count) => {
      const end = Math.min(LAST, shown + count);
      for (let n = shown + 1; n <= end; n++) {
        list.append(h('li', { role: 'listitem', class: 'cell', testid: `shipment-${n}`, text: `Shipment ${n}` }));
      }
      shown = end;
      if (shown === LAST) footer.textContent = 'All shipments loaded';
    };
    const onScroll = () => {
      if (loading || shown >= LAST) return;
      if (content.scrollTop + content.clientHeight < content.scrollHeight - 200) return;
      loading = setTimeout(() => { loading = null; append(PAGE); }, DELAY_MS);
    };
    append(FIRST);
    root.append(list, footer);
    content.addEventListener('scroll', onScroll);
    return () => {
      content.removeEventListener('scroll', onScroll);
      if (loading) clearTimeout(loading);
    };
  },
};
