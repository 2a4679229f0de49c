import type { Grant, Interaction, KoaContextWithOIDC, Provider } from 'oidc-provider';

/**
 * `loadExistingGrant` for a first-party client: the web app is ours, so there is no consent
 * screen. The grant is created (or widened) to cover exactly what was requested, so the
 * provider's consent checks find nothing missing.
 */
export function firstPartyGrantLoader(firstPartyClientId: string) {
  return async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
    const { oidc } = ctx;
    const client = oidc.client!;
    const accountId = oidc.account?.accountId ?? oidc.session!.accountId;
    const grantId = oidc.result?.consent?.grantId || oidc.session!.grantIdFor(client.clientId);
    let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
    // A grant left by another account in this browser must not be reused (the provider would throw).
    if (grant && grant.accountId !== accountId) grant = undefined;
    if (client.clientId !== firstPartyClientId || !accountId) return grant;

    let changed = !grant;
    grant ??= new oidc.provider.Grant({ accountId, clientId: client.clientId });

    const grantedScopes = new Set(grant.getOIDCScopeEncountered().split(' '));
    // Typed by @types/oidc-provider only as requestParamScopes; this is the OIDC-only subset.
    const requestedOidc = (oidc as unknown as { requestParamOIDCScopes: Set<string> }).requestParamOIDCScopes;
    const missingScopes = [...requestedOidc].filter((s) => !grantedScopes.has(s));
    if (missingScopes.length) {
      grant.addOIDCScope(missingScopes.join(' '));
      changed = true;
    }

    const grantedClaims = new Set(grant.getOIDCClaimsEncountered());
    const missingClaims = [...oidc.requestParamClaims].filter((c) => !grantedClaims.has(c));
    if (missingClaims.length) {
      grant.addOIDCClaims(missingClaims);
      changed = true;
    }

    for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
      const offered = new Set(server.scope.split(' '));
      const granted = new Set(grant.getResourceScopeEncountered(indicator).split(' '));
      const missing = [...oidc.requestParamScopes].filter((s) => offered.has(s) && !granted.has(s));
      if (missing.length) {
        grant.addResourceScope(indicator, missing.join(' '));
        changed = true;
      }
    }

    if (changed) await grant.save();
    return grant;
  };
}

interface ConsentDetails {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
}

/**
 * Answers a consent prompt without asking (it still happens when a client sends
 * `prompt=consent`). Returns the interaction result to hand back to the provider.
 */
export async function grantRequestedConsent(provider: Provider, interaction: Interaction) {
  const details = interaction.prompt.details as ConsentDetails;
  const grant = interaction.grantId
    ? await provider.Grant.find(interaction.grantId)
    : new provider.Grant({
        accountId: interaction.session?.accountId,
        clientId: interaction.params.client_id as string,
      });
  if (!grant) return undefined;
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const grantId = await grant.save();
  return { consent: interaction.grantId ? {} : { grantId } };
}
