// Entries (/entries): the page-object seed's master page. The list starts empty; Add appends an
// entry named by its position ("0", "1"…), kept in sessionStorage (a fresh session starts
// empty); tapping an entry pushes /entries/N.

import { h } from '../dom.js';

const KEY = 'exampleApp.entries';

/** The entries added in this browser session, oldest first. */
export function entries() {
  try {
    const list = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}

function add() {
  const list = entries();
  list.push(String(list.length));
  sessionStorage.setItem(KEY, JSON.stringify(list));
}

export default {
  id: 'entries',
  title: 'Entries',
  headerTestID: 'EntriesHeader',
  showNavBar: true,

  render(root, { navigate }) {
    const list = h('ul', { class: 'table', role: 'list', testid: 'EntriesTable', 'aria-label': 'Entries' });
    const show = () => list.replaceChildren(...entries().map((text, index) => h('li', {
      role: 'listitem',
      class: 'cell',
      testid: `Entry-${index}`,
      'aria-label': text,
      tabindex: '0',
      onclick: () => navigate(`/entries/${index}`),
      onkeydown: (event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          navigate(`/entries/${index}`);
        }
      },
    }, h('span', { class: 'cell-title', text }))));
    const addButton = h('button', {
      type: 'button', class: 'button', testid: 'AddButton',
      onclick: () => { add(); show(); },
    }, 'Add');
    show();
    root.append(h('div', { class: 'entries' }, addButton, list));
  },
};
