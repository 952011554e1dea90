import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'contactSent.title': '¡Mensaje enviado!',
  'contactSent.description': 'Gracias por tu mensaje. Te responderé pronto.',
  'contactFailed.title': 'Error',
  'contactFailed.description': 'No se pudo enviar el mensaje. Inténtalo de nuevo.',
  'authRequired.title': 'Inicio de sesión necesario',
  'authRequiredAdmin.description': 'Inicia sesión para acceder al panel de administración.',
  'authRequiredCredentials.description': 'Inicia sesión para ver las credenciales.',
} satisfies Catalogue<typeof en>;
