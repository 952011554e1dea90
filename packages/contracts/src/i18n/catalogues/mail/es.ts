import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  'contact.subject': 'Nuevo mensaje de {name}',
  'contact.subjectWithTopic': 'Nuevo mensaje de {name}: {subject}',
  'contact.intro': '{sender} escribió a través del formulario de contacto de {site}:',
  'contact.subjectLine': 'Asunto: {subject}',
  'contact.footer': 'Responda a este correo para contestar a {name}. Todos los mensajes: {url}',

  'report.subject': 'Su semana en {site}: {period}',
  'report.heading': 'Informe semanal de {site}',
  'report.period': '{period}, comparado con {previous} (días UTC; sin contar sus propias visitas).',
  'report.views': 'Visitas a páginas',
  'report.visitors': 'Visitantes únicos',
  'report.downloads': 'Descargas',
  'report.messages': 'Mensajes',
  'report.topPages': 'Páginas más visitadas',
  'report.referrers': 'Principales referentes',
  'report.countries': 'Países',
  'report.downloadsList': 'Lo más descargado',
  'report.none': 'Ninguno esta semana',
  'report.new': 'nuevo',
  'report.change': '(semana anterior: {previous})',
  'report.viewsCount': '{views} visitas',
  'report.visitorsCount': '{visitors} visitantes',
  'report.footer':
    'Todas las cifras: {analyticsUrl}. Desactive este correo en Configuración → Informe semanal: {settingsUrl}.',

  'account.newDevice.subject': 'Nuevo inicio de sesión en su sitio desde un navegador nuevo',
  'account.newDevice.what':
    'Alguien inició sesión como propietario de {site} desde un navegador que no se había visto antes.',
  'account.passwordChanged.subject': 'Se cambió la contraseña de su sitio',
  'account.passwordChanged.what':
    'Se cambió la contraseña del propietario de {site}. Se cerraron todas las demás sesiones.',
  'account.totpDisabled.subject': 'Se desactivaron los códigos de autenticación de su sitio',
  'account.totpDisabled.what':
    'Se desactivaron los códigos de autenticación de {site}: el inicio de sesión ya no pide un código.',
  'account.when': 'Cuándo:    {when}',
  'account.browser': 'Navegador: {browser} en {device}',
  'account.network': 'Red:       {network}',
  'account.unknown': 'desconocida',
  'account.ifYou': 'Si fue usted, no tiene que hacer nada.',
  'account.ifNot':
    'Si no, inicie sesión en {signInUrl}, abra Configuración → Seguridad ({settingsUrl}), cierre esa\nsesión en «Dónde tiene la sesión iniciada» (o «Cerrar sesión en todos los demás sitios») y cambie su contraseña.',
} satisfies Catalogue<typeof en>;
