// Table (/table): 2 sections x 15 rows; tapping a row pushes /detail/N.

import { h, svg } from '../dom.js';
import { icons } from '../icons.js';

export const SECTIONS = 2;
export const ROWS_PER_SECTION = 15;
export const ROW_COUNT = SECTIONS * ROWS_PER_SECTION;

/** Section (1-based) of a row (1-based). */
export function sectionOf(row) {
  return Math.floor((row - 1) / ROWS_PER_SECTION) + 1;
}

export default {
  id: 'table',
  title: 'Table',
  headerTestID: 'TableHeader',
  showNavBar: true,
  profileButton: true,
  tab: 'table',

  render(root, { navigate }) {
    const open = (row) => navigate(`/detail/${row}`);
    const list = h('ul', { class: 'table', role: 'list', testid: 'TableView', 'aria-label': 'Table' });
    for (let section = 1; section <= SECTIONS; section++) {
      list.append(h('li', { role: 'none', class: 'section-heading-item' },
        h('h2', { class: 'section-header', testid: `SectionHeader-${section}`, text: `Section numero ${section}` })));
      for (let index = 0; index < ROWS_PER_SECTION; index++) {
        const row = (section - 1) * ROWS_PER_SECTION + index + 1;
        const first = index === 0;
        const last = index === ROWS_PER_SECTION - 1;
        list.append(h('li', {
          role: 'listitem',
          class: `cell${first ? ' first' : ''}${last ? ' last' : ''}`,
          testid: `Row-${row}`,
          'aria-label': `Row ${row}`,
          tabindex: '0',
          dataset: { row: String(row), section: String(section) },
          onclick: () => open(row),
          onkeydown: (event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              open(row);
            }
          },
        },
          h('span', { class: 'cell-title', text: `Row ${row}` }),
          svg(icons.chevron),
        ));
      }
    }
    root.append(list);
  },
};
