/*
 * launch.js: TABTestKit launch arguments and environment.
 *
 * The framework opens the app at BASE_URL?__tabtestkit=VALUE where VALUE is
 * base64url(UTF-8 JSON {"arguments": [...], "environment": {...}}).
 * This classic script runs before the app and:
 *   - decodes the parameter, stores it in sessionStorage["TABTestKit.launch"],
 *   - strips the parameter from the URL (history.replaceState),
 *   - exposes window.TABTestKitLaunch = {arguments, environment}
 *     (read back from sessionStorage on later loads without the parameter),
 *   - when the arguments contain "TABTestKit.Clean" (and the parameter was in this load's URL),
 *     clears the app's stored state (localStorage, and sessionStorage but the launch key),
 *   - puts the TABTestKit.UUID into the hidden element data-testid="LaunchUUID".
 */
(function () {
  'use strict';

  var PARAM = '__tabtestkit';
  var STORAGE_KEY = 'TABTestKit.launch';
  var CLEAN = 'TABTestKit.Clean';
  var UUID_KEY = 'TABTestKit.UUID';

  function decodeBase64URL(value) {
    var base64 = String(value).trim().replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
    while (base64.length % 4 !== 0) base64 += '=';
    var binary = atob(base64);
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new TextDecoder('utf-8').decode(bytes);
  }

  function normalize(value) {
    var result = { arguments: [], environment: {} };
    if (!value || typeof value !== 'object') return result;
    if (Array.isArray(value.arguments)) {
      result.arguments = value.arguments.map(function (a) { return String(a); });
    }
    if (value.environment && typeof value.environment === 'object' && !Array.isArray(value.environment)) {
      Object.keys(value.environment).forEach(function (key) {
        var v = value.environment[key];
        result.environment[key] = v === null || v === undefined ? '' : String(v);
      });
    }
    return result;
  }

  var launch = null;
  var fromURL = false;

  try {
    var url = new URL(window.location.href);
    if (url.searchParams.has(PARAM)) {
      fromURL = true;
      try {
        launch = normalize(JSON.parse(decodeBase64URL(url.searchParams.get(PARAM))));
      } catch (error) {
        console.warn('TABTestKit: could not read the ' + PARAM + ' launch parameter:', error);
        launch = normalize(null);
      }
      url.searchParams.delete(PARAM);
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
      try { window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(launch)); } catch (e) { /* storage off */ }
    }
  } catch (error) {
    console.warn('TABTestKit: launch parameter handling failed:', error);
  }

  if (!launch) {
    try {
      var stored = window.sessionStorage.getItem(STORAGE_KEY);
      if (stored) launch = normalize(JSON.parse(stored));
    } catch (e) { /* nothing stored */ }
  }
  if (!launch) launch = normalize(null);

  var cleaned = false;
  if (fromURL && launch.arguments.indexOf(CLEAN) !== -1) {
    try { window.localStorage.clear(); } catch (e) { /* storage off */ }
    try {
      for (var i = window.sessionStorage.length - 1; i >= 0; i--) {
        var key = window.sessionStorage.key(i);
        if (key !== STORAGE_KEY) window.sessionStorage.removeItem(key);
      }
    } catch (e) { /* storage off */ }
    cleaned = true;
  }

  window.TABTestKitLaunch = Object.freeze({
    arguments: Object.freeze(launch.arguments.slice()),
    environment: Object.freeze(Object.assign({}, launch.environment))
  });
  // Not part of the contract; handy when debugging a test.
  Object.defineProperty(window, 'TABTestKitLaunchInfo', {
    value: Object.freeze({ fromURL: fromURL, cleaned: cleaned }),
    enumerable: false
  });

  function fillUUID() {
    var element = document.getElementById('launch-uuid');
    if (!element) return;
    var uuid = window.TABTestKitLaunch.environment[UUID_KEY] || '';
    element.textContent = uuid;
    element.setAttribute('data-value', uuid);
  }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', fillUUID);
  } else {
    fillUUID();
  }
})();
