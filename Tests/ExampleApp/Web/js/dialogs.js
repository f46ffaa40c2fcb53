// In-page alerts (role=alertdialog) and action sheets (role=dialog), one at a time.
//
// Alert DOM:  div[role=alertdialog][data-testid=Alert][aria-labelledby=AlertTitle][aria-describedby=AlertMessage]
//               h2#AlertTitle[data-testid=AlertTitle], p#AlertMessage[data-testid=AlertMessage],
//               button[data-testid="AlertButton-<title>"] ...
// Sheet DOM:  div[role=dialog][data-testid=Sheet][aria-labelledby=SheetTitle]
//               h2#SheetTitle[data-testid=SheetTitle], button[data-testid="SheetButton-<title>"] ...

import { h } from './dom.js';

let current = null; // { element, resolve, cancelTitle, previousFocus }

function open(element, scrim, { cancelTitle, resolve }) {
  dismissAll();
  const overlay = document.getElementById('overlay');
  const app = document.getElementById('app');
  const previousFocus = document.activeElement;
  overlay.append(scrim);
  app.inert = true;
  app.setAttribute('aria-hidden', 'true');
  current = { scrim, resolve, cancelTitle, previousFocus };
  element.focus({ preventScroll: true });
}

function close(result) {
  if (!current) return;
  const { scrim, resolve, previousFocus } = current;
  current = null;
  scrim.remove();
  const app = document.getElementById('app');
  app.inert = false;
  app.removeAttribute('aria-hidden');
  if (previousFocus instanceof HTMLElement && previousFocus.isConnected) {
    previousFocus.focus({ preventScroll: true });
  }
  resolve(result);
}

/** Dismisses whatever is showing (resolving it with null). */
export function dismissAll() {
  if (current) close(null);
}

export function isShowingDialog() {
  return current !== null;
}

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && current) {
    event.preventDefault();
    if (current.cancelTitle) close(current.cancelTitle);
  }
});

/**
 * Shows an alert. buttons: [{title, style: 'default'|'cancel'|'destructive', preferred}].
 * Resolves with the tapped button's title (null if dismissed by navigation).
 */
export function showAlert({ title, message = '', buttons = [{ title: 'OK' }] }) {
  return new Promise((resolve) => {
    const vertical = buttons.length > 2;
    const dialog = h('div', {
      class: 'alert',
      role: 'alertdialog',
      'aria-modal': 'true',
      'aria-labelledby': 'AlertTitle',
      'aria-describedby': 'AlertMessage',
      testid: 'Alert',
      tabindex: '-1',
    },
      h('div', { class: 'alert-text' },
        h('h2', { class: 'alert-title', id: 'AlertTitle', testid: 'AlertTitle', text: title }),
        h('p', { class: 'alert-message', id: 'AlertMessage', testid: 'AlertMessage', text: message }),
      ),
      h('div', { class: `alert-buttons${vertical ? ' vertical' : ''}` },
        buttons.map((button) => h('button', {
          type: 'button',
          class: `alert-button${button.style === 'destructive' ? ' destructive' : ''}${button.preferred || button.style === 'cancel' ? ' preferred' : ''}`,
          testid: `AlertButton-${button.title}`,
          onclick: () => close(button.title),
          text: button.title,
        })),
      ),
    );
    const scrim = h('div', { class: 'scrim', testid: 'AlertScrim' }, dialog);
    const cancel = buttons.find((b) => b.style === 'cancel') ?? (buttons.length === 1 ? buttons[0] : null);
    open(dialog, scrim, { cancelTitle: cancel?.title ?? null, resolve });
  });
}

/**
 * Shows an action sheet. actions: [{title, style: 'default'|'cancel'|'destructive'}].
 * Resolves with the tapped action's title; tapping outside resolves with the cancel title.
 */
export function showSheet({ title, message = '', actions }) {
  return new Promise((resolve) => {
    const cancel = actions.find((a) => a.style === 'cancel');
    const others = actions.filter((a) => a !== cancel);
    const button = (action) => h('button', {
      type: 'button',
      class: `sheet-button${action.style === 'destructive' ? ' destructive' : ''}${action.style === 'cancel' ? ' cancel' : ''}`,
      testid: `SheetButton-${action.title}`,
      onclick: () => close(action.title),
      text: action.title,
    });
    const sheet = h('div', {
      class: 'sheet',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': 'SheetTitle',
      'aria-describedby': message ? 'SheetMessage' : null,
      testid: 'Sheet',
      tabindex: '-1',
      onclick: (event) => event.stopPropagation(),
    },
      h('div', { class: 'sheet-group' },
        h('div', { class: 'sheet-header' },
          h('h2', { class: 'sheet-title', id: 'SheetTitle', testid: 'SheetTitle', text: title }),
          message ? h('p', { class: 'sheet-message', id: 'SheetMessage', testid: 'SheetMessage', text: message }) : null,
        ),
        others.map(button),
      ),
      cancel ? button(cancel) : null,
    );
    const scrim = h('div', {
      class: 'scrim bottom',
      testid: 'SheetScrim',
      onclick: () => { if (cancel) close(cancel.title); },
    }, sheet);
    open(sheet, scrim, { cancelTitle: cancel?.title ?? null, resolve });
  });
}
