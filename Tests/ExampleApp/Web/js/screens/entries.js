// Entries (/entries): the page-object seed's master page. The list starts empty; Add appends an
// entry named by its position ("0", "1"…), kept in sessionStorage (a fresh session starts
// empty); tapping an entry pushes /entries/N; swiping an entry left shows its Delete button,
// which removes it.

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

function remove(index) {
  const list = entries();
  list.splice(index, 1);
  sessionStorage.setItem(KEY, JSON.stringify(list));
}

// Swipe to delete, as a table's row: the row scrolls sideways (touch, trackpad, a horizontal
// wheel, or a mouse drag) to show its Delete action at its right end; tapping the row while
// the action shows hides it instead of opening the entry.
function swipeToDelete(cell, onDelete) {
  cell.classList.add('swipeable');
  const action = h('button', {
    type: 'button', class: 'button destructive swipe-action', testid: 'Delete',
    onclick: (event) => { event.stopPropagation(); onDelete(); },
  }, 'Delete');
  cell.append(action);
  // At rest the row is scrolled to its start (the stylesheet's scroll padding matches its own).
  const actionShows = () => cell.scrollLeft > action.offsetWidth / 2;
  let drag = null;
  let dragged = false;
  cell.addEventListener('pointerdown', (event) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    drag = { x: event.clientX, start: cell.scrollLeft, id: event.pointerId };
    dragged = false;
  });
  cell.addEventListener('pointermove', (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    const dx = event.clientX - drag.x;
    if (Math.abs(dx) > 4) dragged = true;
    cell.scrollLeft = drag.start - dx;
  });
  const endDrag = () => { drag = null; };
  cell.addEventListener('pointerup', endDrag);
  cell.addEventListener('pointercancel', endDrag);
  // Whether a click on the row is not an "open": it ended a drag, or the action was showing.
  return () => {
    if (dragged) { dragged = false; return true; }
    if (actionShows()) { cell.scrollTo({ left: 0, behavior: 'smooth' }); return true; }
    return false;
  };
}

export default {
  id: 'entries',
  title: 'Entries',
  headerTestID: 'EntriesHeader',
  showNavBar: true,

  render(root, { navigate }) {
    const list = h('ul', { class: 'table', role: 'list', testid: 'EntriesTable', 'aria-label': 'Entries' });
    const cell = (text, index) => {
      let swallowClick = () => false;
      const item = h('li', {
        role: 'listitem',
        class: 'cell',
        testid: `Entry-${index}`,
        'aria-label': text,
        tabindex: '0',
        onclick: () => { if (!swallowClick()) navigate(`/entries/${index}`); },
        onkeydown: (event) => {
          if (event.target === item && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            navigate(`/entries/${index}`);
          }
        },
      }, h('span', { class: 'cell-title', text }));
      swallowClick = swipeToDelete(item, () => { remove(index); show(); });
      return item;
    };
    const show = () => list.replaceChildren(...entries().map(cell));
    const addButton = h('button', {
      type: 'button', class: 'button', testid: 'AddButton',
      onclick: () => { add(); show(); },
    }, 'Add');
    show();
    root.append(h('div', { class: 'entries' }, addButton, list));
  },
};
