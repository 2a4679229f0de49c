#!/usr/bin/env node
// Starts Glewlwyd (an OpenID Connect provider written in C, installed from Debian's `glewlwyd`
// package) on loopback with a fresh SQLite store, configures it through its own admin API
// (OIDC plugin, scopes, the web client, one user), then starts the product (`npm start`) with
// OIDC_ISSUER pointing at it. Used as the Playwright webServer of playwright.glewlwyd.config.ts;
// Playwright stops the whole process group afterwards.
import { execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A user the journey signs in as; each attempt adds its own (addGlewlwydUser). */
export const GLEWLWYD_USER = {
  username: 'marie',
  password: 'correct horse glewlwyd',
  name: 'Marie Tremblay',
  email: 'marie@glewlwyd.example.test',
};
export const CLIENT_ID = 'license-tracker-web';
/** Short-lived access tokens, so that the journey sees a refresh within seconds. */
export const ACCESS_TOKEN_SECONDS = 75;

export function glewlwydPorts(env = process.env) {
  const app = Number(env.E2E_PORT ?? 3100);
  return { app, provider: Number(env.E2E_OIDC_PORT ?? app + 2) };
}

const SCOPES = ['openid', 'profile', 'email', 'offline_access'];
const PACKAGE_FILES = {
  binary: '/usr/bin/glewlwyd',
  schema: '/usr/share/doc/glewlwyd/database/init.sqlite3.sql.gz',
  webapp: '/usr/share/glewlwyd/webapp',
  webappConfig: '/etc/glewlwyd/config-2.7.json/config.json',
  modules: '/usr/lib/glewlwyd',
};

function configFile({ dir, port }) {
  const mime = [
    ['.html', 'text/html'],
    ['.css', 'text/css'],
    ['.js', 'application/javascript'],
    ['.json', 'application/json'],
    ['.png', 'image/png'],
    ['.ico', 'image/x-icon'],
    ['.woff', 'font/woff'],
    ['.woff2', 'font/woff2'],
    ['.ttf', 'font/ttf'],
    ['.svg', 'image/svg+xml'],
  ]
    .map(([extension, type]) => `  { extension = "${extension}"\n    mime_type = "${type}" }`)
    .join(',\n');
  // localhost (not 127.0.0.1) like the product: same site, so the session cookie (SameSite=Lax)
  // reaches the hidden frame of the silent sign-in. Framing is allowed for that frame.
  return `port=${port}
bind_address="127.0.0.1"
external_url="http://localhost:${port}"
login_url="login.html"
static_files_path="${dir}/webapp/"
api_prefix="api"
allow_origin="*"
allow_methods="GET, POST, PUT, DELETE, OPTIONS"
allow_headers="Origin, X-Requested-With, Content-Type, Accept, Bearer, Authorization, DPoP"
expose_headers="Content-Encoding, Authorization"
log_mode="file"
log_level="INFO"
log_file="${dir}/glewlwyd.log"
cookie_secure=0
cookie_same_site="lax"
session_expiration=3600
session_key="GLEWLWYD2_SESSION_ID"
admin_session_authentication="cookie"
profile_session_authentication="cookie"
allow_multiple_user_per_session=false
login_api_enabled=true
plugin_api_run_enabled=""
add_x_frame_option_header_deny=false
max_post_size=16778240
admin_scope="g_admin"
profile_scope="g_profile"
user_module_path="${PACKAGE_FILES.modules}/user"
client_module_path="${PACKAGE_FILES.modules}/client"
user_auth_scheme_module_path="${PACKAGE_FILES.modules}/scheme"
plugin_module_path="${PACKAGE_FILES.modules}/plugin"
use_secure_connection=false
secure_connection_key_file="/etc/glewlwyd/cert.key"
secure_connection_pem_file="/etc/glewlwyd/cert.pem"
secure_connection_ca_file="/etc/glewlwyd/ca.crt"
hash_algorithm = "SHA512"
database =
{
  type = "sqlite3"
  path = "${dir}/glewlwyd.db"
};
static_files_mime_types =
(
${mime}
);
`;
}

function oidcPlugin({ issuer, audience }) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'e2e-1', alg: 'RS256', use: 'sig' };
  return {
    module: 'oidc',
    name: 'oidc',
    display_name: 'OpenID Connect',
    enabled: true,
    parameters: {
      iss: issuer,
      'oauth-as-iss-id': false,
      'jwt-type': 'rsa',
      'jwt-key-size': '256',
      'jwks-private': JSON.stringify({ keys: [jwk] }),
      'default-kid': 'e2e-1',
      'jwks-show': true,
      'access-token-duration': ACCESS_TOKEN_SECONDS,
      'refresh-token-duration': 3600,
      'code-duration': 600,
      'refresh-token-rolling': true,
      'refresh-token-one-use': 'never',
      'client-refresh-token-one-use-parameter': 'refresh-token-one-use',
      'allow-non-oidc': false,
      'auth-type-code-enabled': true,
      'auth-type-code-revoke-replayed': false,
      'auth-type-token-enabled': false,
      'auth-type-id-token-enabled': false,
      'auth-type-none-enabled': false,
      'auth-type-password-enabled': false,
      'auth-type-client-enabled': false,
      'auth-type-device-enabled': false,
      'auth-type-refresh-enabled': true,
      scope: [],
      'additional-parameters': [],
      claims: [],
      'request-parameter-allow': false,
      'secret-type': 'public',
      'address-claim': { type: 'no' },
      'name-claim': 'mandatory',
      'name-claim-scope': [],
      'email-claim': 'mandatory',
      'email-claim-scope': [],
      'scope-claim': 'no',
      'scope-claim-scope': [],
      'allowed-scope': SCOPES,
      'pkce-allowed': true,
      'pkce-method-plain-allowed': false,
      'pkce-required': false,
      'pkce-required-public-client': true,
      'pkce-scopes': [],
      'session-management-allowed': true,
      'session-cookie-name': 'GLEWLWYD2_OIDC_SID',
      'session-cookie-expiration': 3600,
      // Glewlwyd 2.7.5's logout page learns where to send the user back (post_logout_redirect_uri)
      // from its session-list call, which answers 400 unless front-channel logout is allowed.
      'front-channel-logout-allowed': true,
      'back-channel-logout-allowed': false,
      // RFC 8707: the access token's `aud` is the requested resource (else the scope list).
      'resource-allowed': true,
      'resource-scope': { openid: [audience] },
      'resource-client-property': '',
      'resource-scope-and-client-property': false,
      'restrict-scope-client-property': '',
      'prompt-continue-client-property': '',
    },
  };
}

/** A minimal cookie-keeping client for Glewlwyd's admin API. */
function apiClient(base) {
  let cookie = '';
  return async (method, path, body) => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0];
    if (!response.ok)
      throw new Error(`Glewlwyd ${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response;
  };
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startGlewlwyd({ port, appOrigin }) {
  for (const file of Object.values(PACKAGE_FILES)) {
    if (!existsSync(file)) throw new Error(`${file} is missing: apt-get install glewlwyd (see .ci/run)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'lt-glewlwyd-'));
  // The package's schema, as its own documentation says to initialise a SQLite store.
  const schema = execFileSync('gzip', ['-dc', PACKAGE_FILES.schema]);
  execFileSync('sqlite3', [join(dir, 'glewlwyd.db')], { input: schema });
  // Glewlwyd's end-session endpoint sends the user back only to a URI listed in the client's
  // `post_logout_redirect_uris`, which it reads as a list; the package's client store knows only a
  // single `post_logout_redirect_uri`, so a list property is declared before the client is made.
  execFileSync('sqlite3', [join(dir, 'glewlwyd.db')], {
    input: `UPDATE g_client_module_instance SET gcmi_parameters = json_set(gcmi_parameters,
      '$."data-format".post_logout_redirect_uris', json('{"multiple":true,"read":true,"write":true}'))
      WHERE gcmi_name = 'database';`,
  });
  // The sign-in pages, with the package's symbolic links (Bootstrap, fonts) resolved.
  cpSync(PACKAGE_FILES.webapp, join(dir, 'webapp'), { recursive: true, dereference: true });
  rmSync(join(dir, 'webapp', 'config.json'), { recursive: true, force: true });
  cpSync(PACKAGE_FILES.webappConfig, join(dir, 'webapp', 'config.json'));
  writeFileSync(join(dir, 'glewlwyd.conf'), configFile({ dir, port }));

  const base = `http://localhost:${port}`;
  if (
    await fetch(`${base}/config`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} is already taken (a Glewlwyd left running?): set E2E_OIDC_PORT`);
  }
  const child = spawn(PACKAGE_FILES.binary, ['-c', join(dir, 'glewlwyd.conf')], { stdio: 'ignore' });
  try {
    await waitFor(`${base}/config`, 15_000);
    return { ...(await configure(base, appOrigin)), dir, child };
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
}

function postUser(api, user) {
  return api('POST', '/user/', { ...user, scope: ['g_profile', ...SCOPES], enabled: true });
}

/**
 * A new user in the running Glewlwyd, named after `suffix`. Each test attempt signs in as its own
 * user: a retry then starts like the first attempt (no consent given yet, no account in the
 * product), instead of failing on what the first attempt left behind.
 */
export async function addGlewlwydUser(port, suffix) {
  const api = apiClient(`http://localhost:${port}`);
  await api('POST', '/auth/', { username: 'admin', password: 'password' });
  const user = {
    ...GLEWLWYD_USER,
    username: `${GLEWLWYD_USER.username}-${suffix}`,
    email: `marie.${suffix}@glewlwyd.example.test`,
  };
  await postUser(api, user);
  return user;
}

/** Scopes, the OIDC plugin, the web client and the user, through Glewlwyd's admin API. */
async function configure(base, appOrigin) {
  const api = apiClient(base);
  // The package's store ships one administrator, admin/password (its documented default).
  await api('POST', '/auth/', { username: 'admin', password: 'password' });
  const issuer = `${base}/api/oidc`;
  const audience = `${appOrigin}/api`;
  for (const name of SCOPES) {
    const scope = {
      name,
      display_name: name,
      description: `${name} claims`,
      password_required: true,
      password_max_age: 3600,
      scheme: {},
    };
    await api(name === 'openid' ? 'PUT' : 'POST', name === 'openid' ? '/scope/openid' : '/scope/', scope);
  }
  await api('POST', '/mod/plugin/', oidcPlugin({ issuer, audience }));
  await api('POST', '/client/', {
    client_id: CLIENT_ID,
    name: 'License Tracker',
    enabled: true,
    confidential: false,
    redirect_uri: [`${appOrigin}/auth/callback`, `${appOrigin}/auth/silent-callback.html`],
    authorization_type: ['code', 'refresh_token'],
    token_endpoint_auth_method: ['none'],
    scope: [],
    // The client property the end-session endpoint reads: a list (see startGlewlwyd).
    post_logout_redirect_uris: [`${appOrigin}/`],
  });
  await postUser(api, GLEWLWYD_USER);
  await waitFor(`${issuer}/.well-known/openid-configuration`, 5_000);
  return { issuer, audience };
}

// Run as a script: the provider, then the product pointed at it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { app, provider } = glewlwydPorts();
  const appOrigin = `http://localhost:${app}`;
  const glewlwyd = await startGlewlwyd({ port: provider, appOrigin });
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(app),
      PUBLIC_URL: appOrigin,
      OIDC_ISSUER: glewlwyd.issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_AUDIENCE: glewlwyd.audience,
      OIDC_AUDIENCE_PARAM: 'resource',
      OIDC_PROVIDER_NAME: 'Glewlwyd',
    },
  });
  const stop = () => {
    server.kill('SIGTERM');
    glewlwyd.child.kill('SIGTERM');
    rmSync(glewlwyd.dir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stop();
      process.exit(0);
    });
  }
  server.on('exit', (code) => {
    glewlwyd.child.kill('SIGTERM');
    process.exit(code ?? 1);
  });
  glewlwyd.child.on('exit', (code) => {
    console.error(`glewlwyd exited (${code}); see ${glewlwyd.dir}/glewlwyd.log`);
    server.kill('SIGTERM');
  });
}
