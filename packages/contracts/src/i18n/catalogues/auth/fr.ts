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
  'passkey.refused': 'La clé d’accès n’a pas été acceptée.',
  'passkey.cancelled': 'La connexion par clé d’accès a été annulée ou n’est pas disponible ici.',
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
  'error.unavailable.title': 'Connexion indisponible',
  'error.unavailable': '{provider} est injoignable pour le moment. Veuillez réessayer dans un instant.',
  'error.expired.title': 'Connexion expirée',
  'error.expired': 'Ce lien de connexion a expiré ou a déjà été utilisé. Veuillez recommencer.',
  'error.failed.title': 'Échec de la connexion',
  'error.cancelled': 'La connexion a été annulée chez le fournisseur.',
  'error.provider.busy': 'Le fournisseur est surchargé pour le moment. Veuillez réessayer dans un instant.',
  'error.provider.failed':
    'Le fournisseur a rencontré un problème et n’a pas pu terminer la connexion. Veuillez réessayer.',
  'error.provider.interaction':
    'Le fournisseur vous demande d’abord de vous connecter ou de donner votre accord chez lui. Veuillez réessayer en suivant ses étapes.',
  'error.provider.misconfigured':
    'Le fournisseur a refusé la demande de connexion de ce site : les réglages du site chez lui (identifiant client, secret ou URL de redirection) sont peut-être incorrects.',
  'error.provider.unknown': 'Le fournisseur n’a pas terminé la connexion. Veuillez réessayer.',
  'error.provider.code': 'Code d’erreur du fournisseur : {code}',
  'error.failed': 'La connexion n’a pas pu aboutir. Veuillez réessayer.',
  'error.refused.title': 'Connexion refusée',
  'error.githubNotOwner':
    'Le compte GitHub {login} n’est pas autorisé à se connecter à ce site. Seul le propriétaire peut se connecter.',
  'error.noEmail':
    'Votre compte n’a pas communiqué d’adresse e-mail ; Folio ne peut donc pas savoir s’il appartient au propriétaire.',
  'error.emailUnverified':
    'L’adresse e-mail {email} n’est pas vérifiée par votre fournisseur ; elle ne peut donc pas servir à se connecter.',
  'error.notOwner':
    'Le compte {email} n’est pas autorisé à se connecter à ce site. Seul le propriétaire peut se connecter.',
} satisfies Catalogue<typeof en>;
