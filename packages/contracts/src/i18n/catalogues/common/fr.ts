import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'language.label': 'Langue',
  'language.hint':
    'La langue de tous les textes que vos visiteurs et vous voyez ; vos propres textes restent tels que vous les avez écrits',
  'error.unreachable': 'Le serveur est injoignable. Veuillez vérifier votre connexion et réessayer.',
} satisfies Catalogue<typeof en>;
