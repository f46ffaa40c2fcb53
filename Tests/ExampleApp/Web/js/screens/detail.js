// Detail (/detail/N): pushed from the table (or opened by /deeplink/detail/N).

import { h } from '../dom.js';
import { sectionOf } from './table.js';

export default {
  id: 'detail',
  title: ({ row }) => `Row ${row}`,
  headerTestID: 'DetailHeader',
  showNavBar: true,
  backButton: true,
  tab: 'table',

  render(root, { params }) {
    const row = params.row;
    root.append(h('div', { class: 'detail', testid: 'TableSelection' },
      h('div', { class: 'big-number', 'aria-hidden': 'true', text: String(row) }),
      h('p', { class: 'label', testid: 'DetailLabel', text: `You selected row ${row}` }),
      h('p', { class: 'label secondary', testid: 'DetailSectionLabel', text: `Section numero ${sectionOf(row)}` }),
    ));
  },
};
