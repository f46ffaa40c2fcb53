// App lifecycle on the web: the page being hidden (another window/tab in front, minimised)
// is "background"; visible again is "foreground". Elements with data-lifecycle="count" or
// data-lifecycle="state" are kept up to date wherever they are.

import { state } from './state.js';

let appState = document.visibilityState === 'hidden' ? 'background' : 'foreground';
const listeners = new Set();

export function lifecycle() {
  return { state: appState, backgroundCount: state.backgroundCount };
}

export function countText(count = state.backgroundCount) {
  return `Backgrounded ${count} ${count === 1 ? 'time' : 'times'}`;
}

export function onLifecycleChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update() {
  for (const element of document.querySelectorAll('[data-lifecycle="count"]')) {
    element.textContent = countText();
  }
  for (const element of document.querySelectorAll('[data-lifecycle="state"]')) {
    element.textContent = appState;
  }
  document.getElementById('app')?.setAttribute('data-app-state', appState);
  for (const listener of listeners) listener(lifecycle());
}

function enterBackground() {
  if (appState === 'background') return;
  appState = 'background';
  state.backgroundCount = state.backgroundCount + 1;
  update();
}

function enterForeground() {
  if (appState === 'foreground') return;
  appState = 'foreground';
  update();
}

// A page being unloaded (reload, navigation) turns hidden too, right after pagehide: that is
// the app being terminated, not backgrounded, so it isn't counted.
let unloading = false;

export function startLifecycle() {
  window.addEventListener('pagehide', () => { unloading = true; });
  window.addEventListener('pageshow', () => { unloading = false; });
  document.addEventListener('visibilitychange', () => {
    if (unloading) return;
    if (document.visibilityState === 'hidden') enterBackground();
    else enterForeground();
  });
  // Page Lifecycle API (e.g. CDP Page.setWebLifecycleState): frozen counts as background.
  document.addEventListener('freeze', enterBackground);
  document.addEventListener('resume', () => {
    if (document.visibilityState !== 'hidden') enterForeground();
  });
  update();
}
