import type { FastifyInstance } from 'fastify';

/**
 * Every absolute URL the server builds (the provider's issuer, discovery document, redirects and
 * logout form; links in e-mails) comes from PUBLIC_URL. The identity provider builds some from
 * the request's Host, X-Forwarded-Host and X-Forwarded-Proto, which a client can forge: they are
 * rewritten here, first thing, to PUBLIC_URL's own (issue 16).
 */
export function pinPublicOrigin(app: FastifyInstance, publicUrl: string): void {
  const { host, protocol } = new URL(publicUrl);
  const proto = protocol.replace(/:$/, '');
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers;
    headers.host = host;
    headers['x-forwarded-host'] = host;
    headers['x-forwarded-proto'] = proto;
    done();
  });
}
