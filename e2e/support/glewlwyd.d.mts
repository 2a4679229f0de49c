// Types of glewlwyd.mjs (a plain script, so that Playwright's webServer can run it with node).
export interface GlewlwydUser {
  username: string;
  password: string;
  name: string;
  email: string;
}
export declare const GLEWLWYD_USER: GlewlwydUser;
export declare function addGlewlwydUser(port: number, suffix: string): Promise<GlewlwydUser>;
export declare const CLIENT_ID: string;
export declare const ACCESS_TOKEN_SECONDS: number;
export declare function glewlwydPorts(env?: Record<string, string | undefined>): {
  app: number;
  provider: number;
};
