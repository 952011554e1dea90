import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  title: 'Téléverser des fichiers',
  category: 'Catégorie',
  visibility: 'Visibilité',
  public: 'Public',
  private: 'Privé',
  privateHint: 'Vous seul verrez et téléchargerez ces fichiers.',
  publicHint: 'Les visiteurs peuvent voir et télécharger ces fichiers.',
  editTitle: 'Modifier le fichier',
  name: 'Nom',
  visibilityDescription: 'Les fichiers privés ne sont listés et téléchargés que par vous.',
  'complete.title': 'Téléversement réussi',
  'complete.description':
    '{count, plural, one {{count} fichier téléversé} other {{count} fichiers téléversés}} avec succès.',
  'registerFailed.title': 'Erreur',
  'registerFailed.description': 'Impossible d’enregistrer {names}. Veuillez réessayer.',
  deleteTitle: 'Supprimer le fichier',
  deleteMessage: 'Voulez-vous vraiment supprimer ce fichier ? Cette action est irréversible.',
  'deleted.title': 'Fichier supprimé',
  'deleted.description': 'Le fichier a été supprimé avec succès.',
  'deleteFailed.title': 'Erreur',
  'deleteFailed.description': 'Impossible de supprimer le fichier. Veuillez réessayer.',
  'updated.title': 'Fichier mis à jour',
  'updated.description': 'Le fichier a été mis à jour avec succès.',
  'updateFailed.title': 'Erreur',
  'updateFailed.description': 'Impossible de mettre à jour le fichier. Veuillez réessayer.',
} satisfies Catalogue<typeof en>;
