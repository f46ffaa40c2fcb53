// Profile (/profile): "My Profile", the username, lifecycle labels and "Log out".

import { h } from '../dom.js';
import { state } from '../state.js';
import { lifecycle, countText } from '../lifecycle.js';

export default {
  id: 'profile',
  title: 'My Profile',
  headerTestID: 'ProfileHeader',
  showNavBar: true,
  tab: null,

  render(root, { navigate }) {
    const session = state.session;
    const username = session ? session.username : 'Not logged in';
    const method = session ? (session.method === 'biometrics' ? 'Logged in with biometrics' : 'Logged in with password') : 'Logged out';
    const initial = (session?.username?.trim()?.[0] ?? '?').toUpperCase();
    const { state: appState } = lifecycle();

    root.append(h('div', { class: 'profile', testid: 'ProfileScreen' },
      h('div', { class: 'avatar', 'aria-hidden': 'true', text: initial }),
      h('p', { class: 'username label', testid: 'UsernameLabel', text: username }),
      h('p', { class: 'label secondary', testid: 'LoginMethodLabel', text: method }),
      h('div', { class: 'group' },
        h('div', { class: 'row' },
          h('span', { text: 'App state' }),
          h('span', { class: 'value', testid: 'AppState', dataset: { lifecycle: 'state' }, 'aria-live': 'polite', text: appState }),
        ),
        h('div', { class: 'row' },
          h('span', { text: 'Lifecycle' }),
          h('span', { class: 'value', testid: 'BackgroundCount', dataset: { lifecycle: 'count' }, 'aria-live': 'polite', text: countText() }),
        ),
      ),
      h('button', {
        type: 'button',
        class: 'button block destructive',
        testid: 'LogoutButton',
        text: 'Log out',
        onclick: () => {
          state.logOut();
          navigate('/', { replace: true });
        },
      }),
    ));
  },
};
