import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  skipLink: 'Aller au contenu',
  'nav.main': 'Principale',
  'nav.mobile': 'Mobile',
  'page.home': 'Accueil',
  'page.writing': 'Articles',
  'page.projects': 'Projets',
  'page.files': 'Fichiers',
  'page.credentials': 'Références',
  'page.contact': 'Contact',
  'page.admin': 'Administration',
  'page.analytics': 'Statistiques',
  'page.settings': 'Paramètres',
  'page.notFound': 'Page introuvable',
  'page.loading': 'Chargement de la page',
  'theme.toLight': 'Passer au thème clair',
  'theme.toDark': 'Passer au thème sombre',
  'menu.open': 'Ouvrir le menu',
  'menu.close': 'Fermer le menu',
  'auth.login': 'Connexion',
  'auth.logout': 'Déconnexion',
  'owner.signedInAs': 'Connecté en tant que',
} satisfies Catalogue<typeof en>;
