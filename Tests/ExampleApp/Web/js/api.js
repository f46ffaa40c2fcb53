// The mock API client. Every call carries the test's UUID as X-TABTestKit-UUID.

export function launchUUID() {
  return window.TABTestKitLaunch?.environment?.['TABTestKit.UUID'] || '';
}

/** Calls the API; resolves {ok, status, data} (data: parsed JSON or null). Network errors reject. */
export async function api(path, { method = 'GET', body } = {}) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const uuid = launchUUID();
  if (uuid) headers['X-TABTestKit-UUID'] = uuid;
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
    credentials: 'same-origin',
  });
  let data = null;
  try { data = await response.json(); } catch { data = null; }
  return { ok: response.ok, status: response.status, data };
}

/** POST /api/login. Resolves {ok: true, username} or {ok: false, message}. */
export async function login(username, password) {
  try {
    const result = await api('/api/login', { method: 'POST', body: { username, password } });
    if (result.ok) {
      return { ok: true, username: String(result.data?.username ?? username) };
    }
    return { ok: false, message: String(result.data?.error ?? 'Server error') };
  } catch {
    return { ok: false, message: 'Could not reach the server' };
  }
}
