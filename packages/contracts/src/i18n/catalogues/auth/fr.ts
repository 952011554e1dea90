import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'page.title': '{title} · Portfolio',
  'page.back': 'Retour au site',
  'signIn.title': 'Connexion',
  'signIn.lead': 'Seul le propriétaire de ce site peut se connecter.',
  'signIn.password': 'Mot de passe',
  'signIn.submit': 'Se connecter',
  'signIn.passkey': 'Se connecter avec une clé d’accès',
  'signIn.continueWith': 'Continuer avec {provider}',
  'signIn.or': 'ou',
  'signIn.nothingConfigured': 'Aucune méthode de connexion n’est configurée.',
  'code.heading': 'Saisissez votre code',
  'code.lead': 'Ouvrez votre application d’authentification et saisissez le code à 6 chiffres de ce site.',
  'code.label': 'Code d’authentification',
  'code.verify': 'Vérifier',
  'code.lost': 'Application perdue ? Utilisez un code de récupération',
  'code.recoveryLabel': 'Code de récupération',
  'code.useRecovery': 'Utiliser le code de récupération',
  'signOut.title': 'Déconnexion',
  'signOut.lead': 'Un autre site vous a envoyé ici. Vous déconnecter de ce site ?',
  'error.notSignedIn': 'Vous n’êtes pas connecté.',
  'error.retry': 'Retour à la connexion',
} satisfies Catalogue<typeof en>;
