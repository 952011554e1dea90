import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'contact.subject': 'Nouveau message de {name}',
  'contact.subjectWithTopic': 'Nouveau message de {name} : {subject}',
  'contact.intro': '{sender} a écrit via le formulaire de contact de {site} :',
  'contact.subjectLine': 'Objet : {subject}',
  'contact.footer': 'Répondez à cet e-mail pour répondre à {name}. Tous les messages : {url}',

  'report.subject': 'Votre semaine sur {site} : {period}',
  'report.heading': 'Rapport hebdomadaire de {site}',
  'report.period': '{period}, comparé à {previous} (jours UTC ; vos propres visites exclues).',
  'report.views': 'Pages vues',
  'report.visitors': 'Visiteurs uniques',
  'report.downloads': 'Téléchargements',
  'report.messages': 'Messages',
  'report.topPages': 'Pages les plus vues',
  'report.referrers': 'Principaux référents',
  'report.countries': 'Pays',
  'report.downloadsList': 'Les plus téléchargés',
  'report.none': 'Aucun cette semaine',
  'report.new': 'nouveau',
  'report.change': '(semaine précédente : {previous})',
  'report.viewsCount': '{views} vues',
  'report.visitorsCount': '{visitors} visiteurs',
  'report.footer':
    'Tous les chiffres : {analyticsUrl}. Désactivez cet e-mail dans Paramètres → Rapport hebdomadaire : {settingsUrl}.',

  'account.newDevice.subject': 'Nouvelle connexion à votre site depuis un nouveau navigateur',
  'account.newDevice.what':
    'Quelqu’un s’est connecté en tant que propriétaire de {site} depuis un navigateur jamais vu auparavant.',
  'account.passwordChanged.subject': 'Le mot de passe de votre site a été modifié',
  'account.passwordChanged.what':
    'Le mot de passe du propriétaire de {site} a été modifié. Toutes les autres sessions ont été déconnectées.',
  'account.totpDisabled.subject': 'Les codes d’authentification de votre site ont été désactivés',
  'account.totpDisabled.what':
    'Les codes d’authentification ont été désactivés pour {site} : la connexion ne demande plus de code.',
  'account.when': 'Quand :      {when}',
  'account.browser': 'Navigateur : {browser} sur {device}',
  'account.network': 'Réseau :     {network}',
  'account.unknown': 'inconnu',
  'account.ifYou': 'Si c’était vous, il n’y a rien à faire.',
  'account.ifNot':
    'Sinon, connectez-vous sur {signInUrl}, ouvrez Paramètres → Sécurité ({settingsUrl}), terminez cette\nsession sous « Où vous êtes connecté » (ou « Se déconnecter partout ailleurs »), puis changez votre mot de passe.',
} satisfies Catalogue<typeof en>;
