// Tasks (/tasks): a to-do list for the web-only APIs: a sort menu that opens on hover, a form
// that works with the keyboard alone (Enter adds, Tab reaches "Add"), a checkbox per task,
// a count of what is left, rows to count, a link to another screen, and a drop zone.

import { h } from '../dom.js';

const SORTS = ['Oldest first', 'Newest first'];

export default {
  id: 'tasks',
  title: 'Tasks',
  headerTestID: 'TasksHeader',
  showNavBar: true,
  tab: null,

  render(root, { navigate }) {
    const tasks = [{ title: 'Buy milk', done: false }, { title: 'Walk the dog', done: false }];
    let sort = SORTS[0];

    const status = h('p', { class: 'label', testid: 'ItemsLeft', role: 'status' });
    const sortLabel = h('p', { class: 'label secondary', testid: 'SortOrder' });
    const list = h('ul', { class: 'table', role: 'list', 'aria-label': 'Tasks', testid: 'TaskList' });
    const field = h('input', { type: 'text', testid: 'NewTaskField', autocomplete: 'off' });

    const draw = () => {
      const shown = sort === SORTS[0] ? tasks : [...tasks].reverse();
      list.replaceChildren(...shown.map((task) => h('li', { role: 'listitem', class: 'cell', testid: `Task-${task.title}` },
        h('label', {},
          h('input', {
            type: 'checkbox', checked: task.done,
            onchange: (event) => { task.done = event.target.checked; draw(); },
          }),
          ` ${task.title}`),
      )));
      const left = tasks.filter((task) => !task.done).length;
      status.textContent = `${left} ${left === 1 ? 'item' : 'items'} left`;
      sortLabel.textContent = `Sorted: ${sort.toLowerCase()}`;
    };

    const menu = h('ul', { role: 'menu', 'aria-label': 'Sort order', class: 'hover-menu', hidden: true },
      SORTS.map((title) => h('li', {
        role: 'menuitem', tabindex: '-1', text: title,
        onclick: () => { sort = title; menu.hidden = true; draw(); },
      })));
    const sortMenu = h('div', {
      class: 'menu-anchor',
      onmouseenter: () => { menu.hidden = false; },
      onmouseleave: () => { menu.hidden = true; },
    }, h('button', { type: 'button', class: 'button', 'aria-haspopup': 'menu', testid: 'SortButton', text: 'Sort' }), menu);

    const form = h('form', {
      'aria-label': 'New task',
      onsubmit: (event) => {
        event.preventDefault();
        const title = field.value.trim();
        if (!title) return;
        tasks.push({ title, done: false });
        field.value = '';
        draw();
      },
    }, h('label', { class: 'label' }, 'New task ', field),
    h('button', { type: 'submit', class: 'button', testid: 'AddButton', text: 'Add' }));

    const link = h('a', {
      href: '/other', text: 'See other elements',
      onclick: (event) => { event.preventDefault(); navigate('/other'); },
    });

    root.append(h('div', { class: 'tasks', testid: 'TasksScreen' }, sortMenu, sortLabel, form, list, status, h('p', {}, link)));
    draw();
  },
};
