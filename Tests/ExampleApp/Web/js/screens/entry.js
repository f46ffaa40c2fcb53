// Entry (/entries/N): the page-object seed's detail page, pushed from the entries list.

import { h } from '../dom.js';
import { entries } from './entries.js';

export default {
  id: 'entry',
  title: ({ index }) => `Entry ${index}`,
  headerTestID: 'EntryHeader',
  showNavBar: true,
  backButton: true,

  render(root, { params }) {
    const text = entries()[params.index];
    root.append(h('div', { class: 'detail', testid: 'EntryDetail' },
      h('p', { class: 'label', testid: 'EntryLabel', text: text ?? 'No such entry' })));
  },
};
