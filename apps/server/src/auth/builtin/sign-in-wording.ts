import type { Language } from '@lt/core';

/**
 * The built-in sign-in pages' text in each language (issue 15): one object per language with the
 * same keys, so the compiler refuses a missing French sentence. Plain text; pages.ts escapes it.
 * Messages shown in the pages' alerts (wrong password, password rules…) are translated through
 * core's translateDetail, the catalogue the API's errors use.
 */
export interface SignInWording {
  /** The FR/EN link: its text, and its accessible name in the other language. */
  switchLabel: string;
  switchName: string;
  email: string;
  password: string;
  signIn: {
    title: string;
    lead: string;
    button: string;
    forgot: string;
    newHere: string;
    create: string;
  };
  signUp: {
    title: string;
    lead: string;
    fullName: string;
    passwordHint(min: number): string;
    termsBefore: string;
    terms: string;
    termsAfter: string;
    button: string;
    haveAccount: string;
    signIn: string;
    /** Under the e-mail field filled in from an invitation link (issue 30). */
    invitedLead: string;
    invitedEmail: string;
  };
  expired: { title: string; lead: string };
  error: { title: string; lead: string };
  back: string;
  logout: {
    title: string;
    signingOut: string;
    automaticLead: string;
    askLead: string;
    button: string;
    doneTitle: string;
    doneLead: string;
  };
}

const en: SignInWording = {
  switchLabel: 'Français',
  switchName: 'Afficher en français',
  email: 'Email',
  password: 'Password',
  signIn: {
    title: 'Sign in',
    lead: 'Welcome back. Sign in to see your licenses and renewal dates.',
    button: 'Sign in',
    forgot: 'Forgot password?',
    newHere: 'New to License Tracker?',
    create: 'Create account',
  },
  signUp: {
    title: 'Create account',
    lead: 'Track every municipal, provincial and federal license in one place. It is free.',
    fullName: 'Full name',
    passwordHint: (min) =>
      `At least ${min} characters; not a common password, your e-mail address or the product’s name.`,
    termsBefore: 'By creating an account you agree to the ',
    terms: 'Terms',
    termsAfter: '.',
    button: 'Create account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    invitedLead: 'Create your account to accept the invitation. Your address is confirmed when you accept.',
    invitedEmail: 'The address your invitation was sent to.',
  },
  expired: {
    title: 'Your sign-in session expired',
    lead: 'For your security, sign-in pages only stay open for a while. Please start again from License Tracker.',
  },
  error: { title: 'Something went wrong', lead: 'We could not complete your request.' },
  back: 'Back to License Tracker',
  logout: {
    title: 'Sign out',
    signingOut: 'Signing you out…',
    automaticLead: 'One moment while we sign you out. If this page does not move on, press Sign out.',
    askLead: 'Do you want to sign out of License Tracker?',
    button: 'Sign out',
    doneTitle: 'You have signed out',
    doneLead: 'See you next time.',
  },
};

const fr: SignInWording = {
  switchLabel: 'English',
  switchName: 'View in English',
  email: 'Courriel',
  password: 'Mot de passe',
  signIn: {
    title: 'Se connecter',
    lead: 'Heureux de vous revoir. Connectez-vous pour voir vos permis et leurs dates de renouvellement.',
    button: 'Se connecter',
    forgot: 'Mot de passe oublié?',
    newHere: 'Nouveau sur License Tracker?',
    create: 'Créer un compte',
  },
  signUp: {
    title: 'Créer un compte',
    lead: 'Suivez tous vos permis municipaux, provinciaux et fédéraux au même endroit. C’est gratuit.',
    fullName: 'Nom complet',
    passwordHint: (min) =>
      `Au moins ${min} caractères; ni un mot de passe courant, ni votre adresse courriel, ni le nom du produit.`,
    termsBefore: 'En créant un compte, vous acceptez les ',
    terms: 'conditions d’utilisation',
    termsAfter: '.',
    button: 'Créer un compte',
    haveAccount: 'Vous avez déjà un compte?',
    signIn: 'Se connecter',
    invitedLead:
      'Créez votre compte pour accepter l’invitation. Votre adresse est confirmée quand vous acceptez.',
    invitedEmail: 'L’adresse à laquelle votre invitation a été envoyée.',
  },
  expired: {
    title: 'Votre session de connexion a expiré',
    lead: 'Pour votre sécurité, les pages de connexion ne restent ouvertes qu’un certain temps. Veuillez recommencer à partir de License Tracker.',
  },
  error: { title: 'Une erreur s’est produite', lead: 'Nous n’avons pas pu traiter votre demande.' },
  back: 'Retour à License Tracker',
  logout: {
    title: 'Se déconnecter',
    signingOut: 'Déconnexion en cours…',
    automaticLead:
      'Un instant, nous vous déconnectons. Si cette page ne change pas, appuyez sur Se déconnecter.',
    askLead: 'Voulez-vous vous déconnecter de License Tracker?',
    button: 'Se déconnecter',
    doneTitle: 'Vous êtes déconnecté',
    doneLead: 'À la prochaine!',
  },
};

export const SIGN_IN_WORDING: Record<Language, SignInWording> = { en, fr };
