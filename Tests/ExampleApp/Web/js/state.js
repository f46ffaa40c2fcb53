// The app's persistent state. localStorage survives relaunches (cleared by TABTestKit.Clean);
// sessionStorage lives as long as the browser tab.

const KEYS = {
  username: 'ExampleApp.username',               // localStorage: the logged-in user's name
  loggedIn: 'ExampleApp.loggedIn',               // localStorage: "true" while logged in
  loginMethod: 'ExampleApp.loginMethod',         // localStorage: "biometrics" | "password"
  rememberedUsername: 'ExampleApp.rememberedUsername', // localStorage: prefills the login form
  credentialID: 'ExampleApp.credentialID',       // sessionStorage: the WebAuthn credential (base64url)
  backgroundCount: 'ExampleApp.backgroundCount', // sessionStorage: visibilitychange counter
};

function get(storage, key) {
  try { return storage.getItem(key); } catch { return null; }
}

function set(storage, key, value) {
  try {
    if (value === null || value === undefined) storage.removeItem(key);
    else storage.setItem(key, String(value));
  } catch { /* storage unavailable */ }
}

export const state = {
  keys: KEYS,

  get session() {
    if (get(localStorage, KEYS.loggedIn) !== 'true') return null;
    return {
      username: get(localStorage, KEYS.username) ?? '',
      method: get(localStorage, KEYS.loginMethod) ?? 'password',
    };
  },

  logIn(username, method) {
    set(localStorage, KEYS.loggedIn, 'true');
    set(localStorage, KEYS.username, username);
    set(localStorage, KEYS.loginMethod, method);
    if (method === 'password') set(localStorage, KEYS.rememberedUsername, username);
  },

  logOut() {
    set(localStorage, KEYS.loggedIn, null);
    set(localStorage, KEYS.username, null);
    set(localStorage, KEYS.loginMethod, null);
  },

  get rememberedUsername() { return get(localStorage, KEYS.rememberedUsername) ?? ''; },

  get credentialID() { return get(sessionStorage, KEYS.credentialID); },
  set credentialID(value) { set(sessionStorage, KEYS.credentialID, value); },

  get backgroundCount() { return Number.parseInt(get(sessionStorage, KEYS.backgroundCount) ?? '0', 10) || 0; },
  set backgroundCount(value) { set(sessionStorage, KEYS.backgroundCount, value); },
};
