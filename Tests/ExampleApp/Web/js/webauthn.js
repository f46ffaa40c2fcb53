// "Biometric" login with WebAuthn: a user-verifying platform authenticator stands in for
// Face ID / Touch ID. Tests attach a Chromium virtual authenticator over WebDriver
// (transport "internal", hasUserVerification true, isUserVerified true/false).
//
// Outcomes:
//   {ok: true}                                      signed in
//   {ok: false, reason: 'unavailable', message: 'Biometrics are unavailable on this device'}
//   {ok: false, reason: 'failed',      message: 'Failed to authenticate'}

import { state } from './state.js';

export const TIMEOUT_MS = 5000;
export const UNAVAILABLE = 'Biometrics are unavailable on this device';
export const FAILED = 'Failed to authenticate';

const unavailable = (detail) => ({ ok: false, reason: 'unavailable', message: UNAVAILABLE, detail });
const failed = (detail) => ({ ok: false, reason: 'failed', message: FAILED, detail });

function randomBytes(count) {
  const bytes = new Uint8Array(count);
  crypto.getRandomValues(bytes);
  return bytes;
}

function toBase64URL(buffer) {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64URL(text) {
  let base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  while (base64.length % 4) base64 += '=';
  const binary = atob(base64);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function describe(error) {
  return error ? `${error.name}: ${error.message}` : 'no credential';
}

/** Whether a user-verifying platform authenticator is there. */
export async function biometricsAvailable() {
  if (!window.isSecureContext || !window.PublicKeyCredential || !navigator.credentials) return false;
  if (typeof PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable !== 'function') return false;
  try {
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}

async function register() {
  const started = performance.now();
  try {
    const credential = await navigator.credentials.create({
      publicKey: {
        rp: { name: 'Example', id: location.hostname },
        user: { id: randomBytes(16), name: 'example-user', displayName: 'My username' },
        challenge: randomBytes(32),
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },   // ES256 (what virtual authenticators use)
          { type: 'public-key', alg: -257 }, // RS256 (listed so browsers don't warn)
        ],
        authenticatorSelection: {
          authenticatorAttachment: 'platform',
          userVerification: 'required',
          residentKey: 'preferred',
          requireResidentKey: false,
        },
        timeout: TIMEOUT_MS,
        attestation: 'none',
      },
    });
    if (!credential) return { error: unavailable('create returned null') };
    return { id: toBase64URL(credential.rawId) };
  } catch (error) {
    const elapsed = performance.now() - started;
    // An authenticator that is there but refuses user verification rejects at once with
    // NotAllowedError; with no authenticator at all the request runs into its timeout
    // (also NotAllowedError) or fails with another error.
    if (error?.name === 'NotAllowedError' && elapsed < TIMEOUT_MS - 500) {
      return { error: failed(`create: ${describe(error)}`) };
    }
    return { error: unavailable(`create: ${describe(error)}`) };
  }
}

async function authenticate(credentialID) {
  try {
    const assertion = await navigator.credentials.get({
      publicKey: {
        challenge: randomBytes(32),
        rpId: location.hostname,
        allowCredentials: [{ type: 'public-key', id: fromBase64URL(credentialID), transports: ['internal'] }],
        userVerification: 'required',
        timeout: TIMEOUT_MS,
      },
    });
    if (!assertion) return failed('get returned null');
    // authenticatorData: rpIdHash (32 bytes) then flags; bit 2 (0x04) = user verified.
    const flags = new Uint8Array(assertion.response.authenticatorData)[32];
    if ((flags & 0x04) === 0) return failed('not user-verified');
    return { ok: true };
  } catch (error) {
    return failed(`get: ${describe(error)}`);
  }
}

/** The whole biometric login. */
export async function biometricLogin() {
  if (!(await biometricsAvailable())) return unavailable('no user-verifying platform authenticator');
  let credentialID = state.credentialID;
  if (!credentialID) {
    const registration = await register();
    if (registration.error) return registration.error;
    credentialID = registration.id;
    state.credentialID = credentialID;
  }
  const result = await authenticate(credentialID);
  if (!result.ok) {
    // Forget the credential: the next try registers afresh (the authenticator may have been
    // replaced, e.g. by a new virtual authenticator in the next test).
    state.credentialID = null;
  }
  return result;
}
