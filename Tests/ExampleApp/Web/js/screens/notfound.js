// Any path the app doesn't know.

import { h } from '../dom.js';

export default {
  id: 'notfound',
  title: 'Page not found',
  headerTestID: 'NotFoundHeader',
  showNavBar: true,
  tab: null,

  render(root, { navigate, path }) {
    root.append(h('div', { class: 'detail', testid: 'NotFoundScreen' },
      h('p', { class: 'label', testid: 'NotFoundLabel', text: `Nothing at ${path}` }),
      h('button', { type: 'button', class: 'button block', testid: 'GoToLoginButton', text: 'Go to login', onclick: () => navigate('/', { replace: true }) }),
    ));
  },
};
