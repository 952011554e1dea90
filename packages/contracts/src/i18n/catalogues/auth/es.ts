import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'page.title': '{title} · Portafolio',
  'page.back': 'Volver al sitio',
  'signIn.title': 'Iniciar sesión',
  'signIn.lead': 'Solo la persona propietaria de este sitio puede iniciar sesión.',
  'signIn.password': 'Contraseña',
  'signIn.submit': 'Iniciar sesión',
  'signIn.passkey': 'Iniciar sesión con una llave de acceso',
  'signIn.continueWith': 'Continuar con {provider}',
  'signIn.or': 'o',
  'signIn.nothingConfigured': 'No hay ningún método de inicio de sesión configurado.',
  'code.heading': 'Introduce tu código',
  'code.lead': 'Abre tu aplicación de autenticación e introduce el código de 6 dígitos de este sitio.',
  'code.label': 'Código de autenticación',
  'code.verify': 'Verificar',
  'code.lost': '¿Perdiste tu autenticador? Usa un código de recuperación',
  'code.recoveryLabel': 'Código de recuperación',
  'code.useRecovery': 'Usar código de recuperación',
  'signOut.title': 'Cerrar sesión',
  'signOut.lead': 'Otro sitio te ha enviado aquí. ¿Cerrar sesión en este sitio?',
  'error.notSignedIn': 'No has iniciado sesión.',
  'error.retry': 'Volver a iniciar sesión',
} satisfies Catalogue<typeof en>;
