import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'contactSent.title': 'Message envoyé !',
  'contactSent.description': 'Merci pour votre message. Je vous réponds très bientôt.',
  'contactFailed.title': 'Erreur',
  'contactFailed.description': 'Le message n’a pas pu être envoyé. Veuillez réessayer.',
  'authRequired.title': 'Connexion requise',
  'authRequiredAdmin.description': 'Connectez-vous pour accéder à l’administration.',
  'authRequiredCredentials.description': 'Connectez-vous pour voir les références.',
} satisfies Catalogue<typeof en>;
