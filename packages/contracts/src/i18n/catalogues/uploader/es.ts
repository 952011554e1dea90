import type { Catalogue } from '../../catalogue';
import type en from './en';

export default {
  title: 'Subir archivos',
  category: 'Categoría',
  visibility: 'Visibilidad',
  public: 'Público',
  private: 'Privado',
  privateHint: 'Solo usted verá y descargará estos archivos.',
  publicHint: 'Los visitantes pueden ver y descargar estos archivos.',
  editTitle: 'Editar archivo',
  name: 'Nombre',
  visibilityDescription: 'Los archivos privados solo los ve y descarga usted.',
  'complete.title': 'Subida completada',
  'complete.description':
    '{count, plural, one {{count} archivo subido} other {{count} archivos subidos}} correctamente.',
  'registerFailed.title': 'Error',
  'registerFailed.description': 'No se pudo guardar {names}. Inténtelo de nuevo.',
  deleteTitle: 'Eliminar archivo',
  deleteMessage: '¿Seguro que desea eliminar este archivo? Esta acción no se puede deshacer.',
  'deleted.title': 'Archivo eliminado',
  'deleted.description': 'El archivo se ha eliminado correctamente.',
  'deleteFailed.title': 'Error',
  'deleteFailed.description': 'No se pudo eliminar el archivo. Inténtelo de nuevo.',
  'updated.title': 'Archivo actualizado',
  'updated.description': 'El archivo se ha actualizado correctamente.',
  'updateFailed.title': 'Error',
  'updateFailed.description': 'No se pudo actualizar el archivo. Inténtelo de nuevo.',
} satisfies Catalogue<typeof en>;
