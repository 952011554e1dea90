import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  skipLink: 'Saltar al contenido',
  'nav.main': 'Principal',
  'nav.mobile': 'Móvil',
  'page.home': 'Inicio',
  'page.writing': 'Artículos',
  'page.projects': 'Proyectos',
  'page.files': 'Archivos',
  'page.credentials': 'Credenciales',
  'page.contact': 'Contacto',
  'page.admin': 'Administración',
  'page.analytics': 'Estadísticas',
  'page.settings': 'Ajustes',
  'page.notFound': 'Página no encontrada',
  'page.loading': 'Cargando la página',
  'theme.toLight': 'Cambiar al tema claro',
  'theme.toDark': 'Cambiar al tema oscuro',
  'menu.open': 'Abrir menú',
  'menu.close': 'Cerrar menú',
  'auth.login': 'Iniciar sesión',
  'auth.logout': 'Cerrar sesión',
  'owner.signedInAs': 'Sesión iniciada como',
} satisfies Catalogue<typeof en>;
