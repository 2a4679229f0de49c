// Types of glewlwyd.mjs (a plain script, so that Playwright's webServer can run it with node).
export declare const GLEWLWYD_USER: { username: string; password: string; name: string; email: string };
export declare const CLIENT_ID: string;
export declare const ACCESS_TOKEN_SECONDS: number;
export declare function glewlwydPorts(env?: Record<string, string | undefined>): {
  app: number;
  provider: number;
};
