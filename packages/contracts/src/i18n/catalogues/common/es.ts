import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'language.label': 'Idioma',
  'language.hint':
    'El idioma de todos los textos que ven tus visitantes y tú; tus propios textos quedan tal como los escribiste',
  'error.unreachable': 'No se pudo contactar con el servidor. Compruebe su conexión e inténtelo de nuevo.',
} satisfies Catalogue<typeof en>;
