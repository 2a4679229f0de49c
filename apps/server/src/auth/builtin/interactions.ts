import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction, Provider } from 'oidc-provider';
import type { Db } from '../../db/client';
import { signupCheckEmailPage } from './account-pages';
import { type AccountLinkDeps, sendSignupNotice, sendVerificationLink } from './account-routes';
import {
  authenticate,
  CONTROL_CHARACTER,
  CONTROL_CHARACTER_MESSAGE,
  createAccount,
  findAccountByEmail,
  normalizeEmail,
  SignupForm,
  subjectFor,
} from './accounts';
import { grantRequestedConsent } from './grants';
import { chosenLanguage, otherLanguageHref, pageLanguage, rememberLanguage } from './page-language';
import { errorPage, expiredPage, loginPage, signupPage } from './pages';
import { isSessionNotFound } from './provider';
import { SignInThrottle } from './throttle';

/** Notices to an address's owner that someone tried to sign up with it: as few as reset links. */
const NOTICE_LIMITS = { windowMs: 60 * 60 * 1000, perAccount: 3, perAddress: 20 };

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const TOO_MANY_ATTEMPTS =
  'Too many sign-in attempts. Please try again later, or reset your password to sign in now.';
export const TOO_MANY_SIGNUPS = 'Too many new accounts from this network. Please try again later.';

export interface InteractionDeps {
  /** The provider, loaded on first use (decision 037): these pages are registered before it is. */
  provider: () => Promise<Provider>;
  db: Db;
  throttle: SignInThrottle;
  /** New accounts per client address, counting successful ones too. */
  signupThrottle: SignInThrottle;
  links: AccountLinkDeps;
  invitedAddress?: InvitedAddress;
}

/** The address of a live invitation by its token, or nothing (modules/workspaces; issue 30). */
export type InvitedAddress = (db: Db, token: string, now: Date) => Promise<string | undefined>;

/** The sign-in follows an invitation link: the address it was sent to, and whether it has an account. */
interface Invited {
  email: string;
  hasAccount: boolean;
}

/**
 * The web app passes the link's token as `invitation` (an extra authorization parameter). Only
 * its holder learns whether that one address has an account: no other address can be asked.
 */
async function invitedBy(deps: InteractionDeps, interaction: Interaction): Promise<Invited | undefined> {
  const token = interaction.params.invitation;
  if (typeof token !== 'string' || !deps.invitedAddress) return undefined;
  const email = await deps.invitedAddress(deps.db, token, deps.links.clock.now());
  if (!email) return undefined;
  return { email, hasAccount: (await findAccountByEmail(deps.db, email)) !== undefined };
}

type UidRequest = FastifyRequest<{ Params: { uid: string }; Body: Record<string, unknown> | undefined }>;

function sendPage(reply: FastifyReply, status: number, html: string) {
  // Sign-in pages carry per-user state (and sometimes an e-mail address): never cache them.
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

function field(body: Record<string, unknown> | undefined, name: string): string {
  const value = body?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/**
 * The interaction bound to this browser by the provider's cookie. That cookie is what keeps
 * these forms safe from cross-site posts; a missing or foreign one reads as expired.
 */
async function loadInteraction(provider: Provider, req: UidRequest, reply: FastifyReply) {
  let interaction: Interaction;
  try {
    interaction = await provider.interactionDetails(req.raw, reply.raw);
  } catch (err) {
    if (isSessionNotFound(err)) return undefined;
    throw err;
  }
  return interaction.uid === req.params.uid ? interaction : undefined;
}

async function finishLogin(provider: Provider, req: UidRequest, reply: FastifyReply, accountId: string) {
  const returnTo = await provider.interactionResult(
    req.raw,
    reply.raw,
    // `create` resolves a prompt=create request too (see interactionPolicyWithCreate).
    { login: { accountId, amr: ['pwd'] }, create: {} },
    { mergeWithLastSubmission: false },
  );
  return reply.redirect(returnTo, 303);
}

/** Our own sign-in and sign-up pages for the built-in provider (instead of devInteractions). */
export async function registerInteractionRoutes(app: FastifyInstance, deps: InteractionDeps): Promise<void> {
  const { db, throttle, signupThrottle, links } = deps;
  const notices = new SignInThrottle(db, NOTICE_LIMITS, links.clock, 'signup-notice');

  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) await scope.register(formbody);

    scope.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
      const language = pageLanguage(req);
      if (isSessionNotFound(err)) return sendPage(reply, 400, expiredPage(language));
      const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
      if (status >= 500) req.log.error({ err }, 'sign-in page failed');
      return sendPage(reply, status, errorPage(undefined, language));
    });

    scope.get('/interaction/:uid', async (req: UidRequest, reply) => {
      const provider = await deps.provider();
      const interaction = await loadInteraction(provider, req, reply);
      if (!interaction) return sendPage(reply, 400, expiredPage(pageLanguage(req)));
      const language = pageLanguage(req, interaction.params.ui_locales);
      rememberLanguage(req, reply, language);
      if (interaction.prompt.name === 'consent') {
        // Only reached when a client insists with prompt=consent: the web app is first-party.
        const result = await grantRequestedConsent(provider, interaction);
        if (!result) return sendPage(reply, 400, expiredPage(language));
        const returnTo = await provider.interactionResult(req.raw, reply.raw, result, {
          mergeWithLastSubmission: true,
        });
        return reply.redirect(returnTo, 303);
      }
      // prompt=create ("Get Started"): account creation first; its "Sign in" link adds ?signin.
      // An invitation link decides by its address instead (issue 30): creation when it has no account.
      const prompts = String(interaction.params.prompt ?? '').split(' ');
      const signinAsked = typeof (req.query as Record<string, unknown> | undefined)?.signin === 'string';
      const path = `/interaction/${interaction.uid}`;
      const invited = await invitedBy(deps, interaction);
      const create = invited ? !invited.hasAccount : prompts.includes('create');
      if (create && !signinAsked) {
        const switchHref = otherLanguageHref(path, language);
        return sendPage(
          reply,
          200,
          signupPage({
            uid: interaction.uid,
            language,
            switchHref,
            chosen: chosenLanguage(req),
            email: invited?.email,
            invited: invited !== undefined,
          }),
        );
      }
      const hint = invited?.email ?? interaction.params.login_hint;
      const switchHref = otherLanguageHref(path, language, signinAsked ? { signin: '1' } : {});
      return sendPage(
        reply,
        200,
        loginPage({
          uid: interaction.uid,
          email: typeof hint === 'string' ? hint : '',
          language,
          switchHref,
          chosen: chosenLanguage(req),
        }),
      );
    });

    // A reload after a failed post lands here; send it back to the form.
    scope.get('/interaction/:uid/login', async (req: UidRequest, reply) =>
      reply.redirect(`/interaction/${encodeURIComponent(req.params.uid)}`, 303),
    );

    scope.post('/interaction/:uid/login', async (req: UidRequest, reply) => {
      const provider = await deps.provider();
      const interaction = await loadInteraction(provider, req, reply);
      if (!interaction) return sendPage(reply, 400, expiredPage(pageLanguage(req)));
      const { uid } = interaction;
      // The form's action carries the language it was shown in (?lang=): the answer keeps it.
      const language = pageLanguage(req, interaction.params.ui_locales);
      const email = normalizeEmail(field(req.body, 'email'));
      const password = field(req.body, 'password');
      // A NUL or other control character is never part of an address or a password we issued.
      if (CONTROL_CHARACTER.test(email) || CONTROL_CHARACTER.test(password)) {
        return sendPage(
          reply,
          400,
          loginPage({ uid, error: INVALID_CREDENTIALS, language, chosen: chosenLanguage(req) }),
        );
      }
      const attempt = { address: req.ip, account: email || undefined };

      if (!(await throttle.hit(attempt))) {
        return sendPage(
          reply,
          429,
          loginPage({ uid, email, error: TOO_MANY_ATTEMPTS, language, chosen: chosenLanguage(req) }),
        );
      }
      const account = await authenticate(db, email, password);
      if (!account)
        return sendPage(
          reply,
          400,
          loginPage({ uid, email, error: INVALID_CREDENTIALS, language, chosen: chosenLanguage(req) }),
        );

      await throttle.succeeded(attempt);
      return finishLogin(provider, req, reply, subjectFor(account));
    });

    scope.get('/interaction/:uid/signup', async (req: UidRequest, reply) => {
      const provider = await deps.provider();
      const interaction = await loadInteraction(provider, req, reply);
      if (!interaction) return sendPage(reply, 400, expiredPage(pageLanguage(req)));
      const language = pageLanguage(req, interaction.params.ui_locales);
      rememberLanguage(req, reply, language);
      const switchHref = otherLanguageHref(`/interaction/${interaction.uid}/signup`, language);
      const invited = await invitedBy(deps, interaction);
      const locked = invited !== undefined && !invited.hasAccount;
      return sendPage(
        reply,
        200,
        signupPage({
          uid: interaction.uid,
          language,
          switchHref,
          chosen: chosenLanguage(req),
          ...(locked ? { email: invited.email, invited: true } : {}),
        }),
      );
    });

    scope.post('/interaction/:uid/signup', async (req: UidRequest, reply) => {
      const provider = await deps.provider();
      const interaction = await loadInteraction(provider, req, reply);
      if (!interaction) return sendPage(reply, 400, expiredPage(pageLanguage(req)));
      const { uid } = interaction;
      const language = pageLanguage(req, interaction.params.ui_locales);
      const input = {
        name: field(req.body, 'name'),
        email: field(req.body, 'email'),
        password: field(req.body, 'password'),
      };
      const invited = await invitedBy(deps, interaction);
      const locked = invited !== undefined && normalizeEmail(input.email) === invited.email;
      const again = (status: number, messages: string[]) =>
        sendPage(
          reply,
          status,
          signupPage({
            uid,
            name: input.name,
            email: input.email,
            errors: messages,
            language,
            chosen: chosenLanguage(req),
            invited: locked,
          }),
        );

      // Counted per address only: a failed sign-up must not lock the owner of that e-mail out.
      const attempt = { address: req.ip };
      if (!(await throttle.hit(attempt))) return again(429, [TOO_MANY_ATTEMPTS]);

      const parsed = SignupForm.safeParse(input);
      if (!parsed.success) {
        const messages = [...new Set(parsed.error.issues.map((i) => i.message))];
        // Control characters are not echoed back into the form.
        if (messages.includes(CONTROL_CHARACTER_MESSAGE)) input.name = input.email = '';
        return again(400, messages);
      }
      if (!(await signupThrottle.hit({ address: req.ip }))) return again(429, [TOO_MANY_SIGNUPS]);
      const created = await createAccount(db, parsed.data);
      if (!created.ok) {
        // The page never says the address has an account (issue 31): its owner is told by e-mail,
        // sent without waiting so the answer takes no longer than for a new address.
        const email = parsed.data.email;
        const existing = await findAccountByEmail(db, email);
        if (existing && (await notices.hit({ address: req.ip, account: email })))
          void sendSignupNotice(links, existing, language).catch((err) =>
            req.log.warn({ err }, 'sign-up notice failed'),
          );
        await throttle.succeeded(attempt);
        return sendPage(reply, 200, signupCheckEmailPage(language));
      }

      await throttle.succeeded(attempt);
      // The invited address is confirmed by accepting the invitation it got (issue 30): no second
      // e-mail to confirm it. Any other address gets its link, not awaited: a slow mail server
      // must not hold up the first sign-in.
      if (!locked)
        void sendVerificationLink(links, created.account, language).catch((err) =>
          req.log.warn({ err }, 'verification link failed'),
        );
      return finishLogin(provider, req, reply, subjectFor(created.account));
    });
  });
}
