// TABTestKit Example web app: the shell (navigation bar, content, tab bar) and the router.
//
// Routes (History API; the server serves index.html for any non-file path):
//   /                      Login
//   /profile               My Profile
//   /table                 Table (tab)
//   /detail/N              Row N (pushed from the table), N = 1...30
//   /collection            Collection (tab)
//   /other                 Other elements (tab)
//   /page                  Page (tab)
//   /entries               Entries: an empty list and an Add button (the page-object seed)
//   /entries/N             Entry N (pushed from the entries)
//   /deeplink/detail/N     -> /detail/N   (fresh load, popstate, or openDeepLink)
//   /deeplink/profile      -> /profile
//   /deeplink/<tab>        -> /<tab>      (table, collection, other, page)
//   /deeplink/entries      -> /entries
//   /tasks, /shipments, /uploads, /checkout, /playlist: the web-only screens (and their deep links)
//
// window.ExampleApp = {navigate(path, {replace}), openDeepLink(url), back(), route, ready}
// window event "tabtestkit:deeplink" with detail {url} (or a string) opens a deep link.

import { h, svg } from './js/dom.js';
import { icons } from './js/icons.js';
import { dismissAll } from './js/dialogs.js';
import { startLifecycle } from './js/lifecycle.js';
import { state } from './js/state.js';
import login from './js/screens/login.js';
import profile from './js/screens/profile.js';
import table, { ROW_COUNT } from './js/screens/table.js';
import detail from './js/screens/detail.js';
import collection from './js/screens/collection.js';
import other from './js/screens/other.js';
import page from './js/screens/page.js';
import tasks from './js/screens/tasks.js';
import shipments from './js/screens/shipments.js';
import uploads from './js/screens/uploads.js';
import checkout from './js/screens/checkout.js';
import playlist from './js/screens/playlist.js';
import notFound from './js/screens/notfound.js';
import entries from './js/screens/entries.js';
import entry from './js/screens/entry.js';

const TABS = [
  { id: 'table', title: 'Table', path: '/table', icon: icons.table, testid: 'TableTab' },
  { id: 'collection', title: 'Collection', path: '/collection', icon: icons.collection, testid: 'CollectionTab' },
  { id: 'other', title: 'Other', path: '/other', icon: icons.other, testid: 'OtherTab' },
  { id: 'page', title: 'Page', path: '/page', icon: icons.page, testid: 'PageTab' },
];

const ROUTES = [
  { pattern: /^\/$/, screen: login },
  { pattern: /^\/profile$/, screen: profile },
  { pattern: /^\/table$/, screen: table },
  { pattern: /^\/detail\/(\d+)$/, screen: detail, params: (m) => ({ row: Number(m[1]) }), valid: (p) => p.row >= 1 && p.row <= ROW_COUNT },
  { pattern: /^\/collection$/, screen: collection },
  { pattern: /^\/other$/, screen: other },
  { pattern: /^\/page$/, screen: page },
  { pattern: /^\/tasks$/, screen: tasks },
  { pattern: /^\/shipments$/, screen: shipments },
  { pattern: /^\/uploads$/, screen: uploads },
  { pattern: /^\/checkout$/, screen: checkout },
  { pattern: /^\/playlist$/, screen: playlist },
  { pattern: /^\/entries$/, screen: entries },
  { pattern: /^\/entries\/(\d+)$/, screen: entry, params: (m) => ({ index: Number(m[1]) }) },
];

const DEEP_LINKS = [
  { pattern: /^\/deeplink\/detail\/(\d+)$/, target: (m) => `/detail/${m[1]}` },
  { pattern: /^\/deeplink\/profile$/, target: () => '/profile' },
  { pattern: /^\/deeplink\/(table|collection|other|page|tasks|shipments|uploads|checkout|playlist)$/, target: (m) => `/${m[1]}` },
  { pattern: /^\/deeplink\/login$/, target: () => '/' },
  { pattern: /^\/deeplink\/entries$/, target: () => '/entries' },
];

const elements = {
  app: document.getElementById('app'),
  navbar: document.getElementById('navbar'),
  leading: document.getElementById('navbar-leading'),
  title: document.getElementById('navbar-title'),
  trailing: document.getElementById('navbar-trailing'),
  content: document.getElementById('content'),
  tabbar: document.getElementById('tabbar'),
  tablist: document.getElementById('tablist'),
};

let cleanup = null;
let currentPath = null;
let currentRoute = null;
const scrollMemory = new Map();

function normalizePath(path) {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function match(path) {
  for (const route of ROUTES) {
    const m = route.pattern.exec(path);
    if (!m) continue;
    const params = route.params ? route.params(m) : {};
    if (route.valid && !route.valid(params)) break;
    return { screen: route.screen, params };
  }
  return { screen: notFound, params: {} };
}

/** The app path a deep link opens, or null if `path` isn't a deep link. */
export function deepLinkTarget(path) {
  const normalized = normalizePath(path);
  if (!normalized.startsWith('/deeplink')) return null;
  for (const link of DEEP_LINKS) {
    const m = link.pattern.exec(normalized);
    if (m) return link.target(m);
  }
  return normalized; // unknown deep link: shows "Page not found"
}

function depth() {
  return Number(history.state?.depth ?? 0) || 0;
}

/** Pushes (or replaces) an app path and shows it. */
export function navigate(path, { replace = false } = {}) {
  const url = new URL(path, location.origin);
  const target = url.pathname + url.search + url.hash;
  if (replace) history.replaceState({ depth: depth() }, '', target);
  else history.pushState({ depth: depth() + 1 }, '', target);
  render({ restoreScroll: false });
}

/** Back within the app: history.back() when there is in-app history, else to the table. */
export function back() {
  if (depth() > 0) history.back();
  else navigate('/table', { replace: true });
}

/** Opens a deep link given as a path ("/deeplink/detail/5") or a full URL. */
export function openDeepLink(link) {
  const url = new URL(String(link), location.origin);
  const target = deepLinkTarget(url.pathname) ?? url.pathname;
  navigate(target + url.search + url.hash);
}

function setNavBar(screen, params) {
  const title = typeof screen.title === 'function' ? screen.title(params) : screen.title;
  document.title = `${title} – TABTestKit Example`;
  elements.navbar.hidden = !screen.showNavBar;
  elements.title.textContent = screen.showNavBar ? title : '';
  if (screen.headerTestID && screen.showNavBar) elements.title.dataset.testid = screen.headerTestID;
  else delete elements.title.dataset.testid;

  elements.leading.replaceChildren();
  elements.trailing.replaceChildren();
  if (screen.backButton) {
    elements.leading.append(h('button', {
      type: 'button', class: 'bar-button', testid: 'BackButton', 'aria-label': 'Back', onclick: back,
    }, svg(icons.back), 'Back'));
  }
  if (screen.profileButton) {
    elements.trailing.append(h('button', {
      type: 'button', class: 'bar-button', testid: 'ProfileButton', 'aria-label': 'Profile',
      onclick: () => navigate('/profile'),
    }, svg(icons.person)));
  }
}

function setTabBar(screen) {
  const visible = screen.showNavBar && screen !== notFound;
  elements.tabbar.hidden = !visible;
  for (const tab of elements.tablist.querySelectorAll('[role="tab"]')) {
    const selected = tab.dataset.tab === screen.tab;
    tab.setAttribute('aria-selected', selected ? 'true' : 'false');
    tab.tabIndex = selected || (!screen.tab && tab.dataset.tab === 'table') ? 0 : -1;
  }
}

function buildTabBar() {
  const tabs = TABS.map((tab) => h('button', {
    type: 'button',
    role: 'tab',
    class: 'tab',
    id: `tab-${tab.id}`,
    testid: tab.testid,
    'aria-selected': 'false',
    'aria-controls': 'content',
    dataset: { tab: tab.id },
    onclick: () => {
      if (normalizePath(location.pathname) !== tab.path) navigate(tab.path);
    },
  }, svg(tab.icon), h('span', { text: tab.title })));
  tabs.forEach((tab, i) => tab.addEventListener('keydown', (event) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(i + step + tabs.length) % tabs.length];
    next.focus();
    next.click();
  }));
  elements.tablist.replaceChildren(...tabs);
}

function render({ restoreScroll }) {
  // Deep links rewrite the URL to the screen they open.
  const target = deepLinkTarget(location.pathname);
  if (target !== null) {
    history.replaceState({ depth: depth() }, '', target + location.search + location.hash);
  }
  const path = normalizePath(location.pathname);

  if (currentPath !== null) scrollMemory.set(currentPath, elements.content.scrollTop);
  if (cleanup) {
    try { cleanup(); } catch (error) { console.error(error); }
    cleanup = null;
  }
  dismissAll();

  const { screen, params } = match(path);
  currentPath = path;
  currentRoute = { screen: screen.id, path, params };

  setNavBar(screen, params);
  setTabBar(screen);
  elements.content.replaceChildren();
  elements.content.scrollTop = 0;
  const context = {
    params,
    path,
    content: elements.content,
    navigate,
    back,
  };
  const result = screen.render(elements.content, context);
  cleanup = typeof result === 'function' ? result : null;
  if (restoreScroll && scrollMemory.has(path)) {
    elements.content.scrollTop = scrollMemory.get(path);
  }
  elements.app.dataset.screen = screen.id;
}

/**
 * A magic sign-in link: `?loggedInAs=NAME` opens the profile signed in as NAME (as an
 * emailed sign-in link would). Tests use it to start on the profile.
 */
function signInFromLink() {
  const params = new URLSearchParams(location.search);
  const name = params.get('loggedInAs');
  if (name === null) return;
  state.logIn(name, 'link');
  params.delete('loggedInAs');
  const query = params.toString();
  history.replaceState(history.state, '', '/profile' + (query ? '?' + query : '') + location.hash);
}

function start() {
  buildTabBar();
  startLifecycle();
  signInFromLink();
  history.replaceState({ depth: depth() }, '', location.pathname + location.search + location.hash);
  window.addEventListener('popstate', () => render({ restoreScroll: true }));
  window.addEventListener('tabtestkit:deeplink', (event) => {
    const link = typeof event.detail === 'string' ? event.detail : event.detail?.url;
    if (link) openDeepLink(link);
  });
  window.ExampleApp = Object.freeze({
    navigate,
    back,
    openDeepLink,
    get route() { return currentRoute; },
    get ready() { return elements.app.dataset.ready === 'true'; },
  });
  render({ restoreScroll: false });
  elements.app.dataset.ready = 'true';
}

start();
