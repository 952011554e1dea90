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
  'passkey.refused': 'La llave de acceso no fue aceptada.',
  'passkey.cancelled': 'El inicio de sesión con llave de acceso se canceló o no está disponible aquí.',
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
  'error.unavailable.title': 'Inicio de sesión no disponible',
  'error.unavailable': 'No se puede acceder a {provider} en este momento. Inténtelo de nuevo en unos instantes.',
  'error.expired.title': 'Inicio de sesión caducado',
  'error.expired': 'Este enlace de inicio de sesión ha caducado o ya se utilizó. Vuelva a empezar.',
  'error.failed.title': 'Error al iniciar sesión',
  'error.cancelled': 'El inicio de sesión se canceló en el proveedor.',
  'error.provider.busy': 'El proveedor está saturado en este momento. Inténtelo de nuevo en unos instantes.',
  'error.provider.failed': 'El proveedor tuvo un problema y no pudo completar el inicio de sesión. Inténtelo de nuevo.',
  'error.provider.interaction':
    'El proveedor necesita que primero inicie sesión o dé su consentimiento allí. Inténtelo de nuevo y siga sus pasos.',
  'error.provider.misconfigured':
    'El proveedor rechazó la solicitud de inicio de sesión de este sitio: puede que la configuración del sitio allí (ID de cliente, secreto o URL de redirección) sea incorrecta.',
  'error.provider.unknown': 'El proveedor no completó el inicio de sesión. Inténtelo de nuevo.',
  'error.provider.code': 'Código de error del proveedor: {code}',
  'error.failed': 'No se pudo completar el inicio de sesión. Inténtelo de nuevo.',
  'error.refused.title': 'Inicio de sesión rechazado',
  'error.githubNotOwner':
    'La cuenta de GitHub {login} no tiene permiso para iniciar sesión en este sitio. Solo el propietario puede iniciar sesión.',
  'error.noEmail':
    'Su cuenta no compartió una dirección de correo electrónico, por lo que Folio no puede saber si pertenece al propietario.',
  'error.emailUnverified':
    'Su proveedor no ha verificado la dirección de correo electrónico {email}, por lo que no puede usarse para iniciar sesión.',
  'error.notOwner':
    'La cuenta {email} no tiene permiso para iniciar sesión en este sitio. Solo el propietario puede iniciar sesión.',
} satisfies Catalogue<typeof en>;
