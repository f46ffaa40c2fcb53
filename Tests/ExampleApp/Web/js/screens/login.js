// Login (/): biometric (WebAuthn) login and a username/password form (POST /api/login).

import { h, svg } from '../dom.js';
import { icons } from '../icons.js';
import { state } from '../state.js';
import { login } from '../api.js';
import { biometricLogin } from '../webauthn.js';
import { showAlert } from '../dialogs.js';

export default {
  id: 'login',
  title: 'Welcome',
  showNavBar: false,
  tab: null,

  render(root, { navigate }) {
    const biometricButton = h('button', {
      type: 'button',
      class: 'button block',
      testid: 'BiometricLoginButton',
    }, svg(icons.faceID), 'Log in with biometrics');

    const username = h('input', {
      type: 'text',
      id: 'login-username',
      class: 'input',
      testid: 'UsernameField',
      name: 'username',
      placeholder: 'Username',
      autocomplete: 'username',
      autocapitalize: 'none',
      spellcheck: 'false',
      value: state.rememberedUsername,
    });
    const password = h('input', {
      type: 'password',
      id: 'login-password',
      class: 'input',
      testid: 'PasswordField',
      name: 'password',
      placeholder: 'Password',
      autocomplete: 'current-password',
    });
    const loginButton = h('button', { type: 'submit', class: 'button block', testid: 'LoginButton', text: 'Log in' });

    const form = h('form', { class: 'form', testid: 'LoginForm', 'aria-label': 'Log in with a password', novalidate: true },
      h('label', { class: 'field-label', for: 'login-username', text: 'Username' }),
      username,
      h('label', { class: 'field-label', for: 'login-password', text: 'Password' }),
      password,
      loginButton,
    );

    const setBusy = (busy) => {
      biometricButton.disabled = busy;
      loginButton.disabled = busy;
      root.setAttribute('aria-busy', busy ? 'true' : 'false');
    };

    let alive = true;

    biometricButton.addEventListener('click', async () => {
      setBusy(true);
      const result = await biometricLogin();
      if (!alive) return;
      setBusy(false);
      if (result.ok) {
        state.logIn('My username', 'biometrics');
        navigate('/profile', { replace: true });
      } else {
        console.info('Biometric login:', result.reason, result.detail ?? '');
        await showAlert({ title: 'Login failed', message: result.message, buttons: [{ title: 'OK' }] });
      }
    });

    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      setBusy(true);
      const result = await login(username.value, password.value);
      if (!alive) return;
      setBusy(false);
      if (result.ok) {
        state.logIn(result.username, 'password');
        navigate('/profile', { replace: true });
      } else {
        await showAlert({ title: 'Login failed', message: result.message, buttons: [{ title: 'OK' }] });
      }
    });

    root.append(h('div', { class: 'login', testid: 'LoginScreen' },
      h('div', { class: 'login-logo' }, svg(icons.lock)),
      h('h1', { testid: 'WelcomeHeader', text: 'Welcome' }),
      h('p', { class: 'subtitle label', testid: 'LoginPrompt', text: 'Please log in' }),
      biometricButton,
      h('p', { class: 'divider', 'aria-hidden': 'true', text: 'or' }),
      form,
    ));

    return () => { alive = false; };
  },
};
