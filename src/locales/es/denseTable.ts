import type { Translations } from '../../shared/i18n/runtime';
import type { denseTableText } from '../../client/ui/denseTableText';

/** Spanish of the shared dense table and row menu. */
export default {
  denseTable: {
    selectAll: 'Seleccionar a todos los estudiantes',
    selectRow: 'Seleccionar a {name}',
    sortBy: 'Ordenar por {column}',
    actions: 'Acciones',
    actionsFor: 'Acciones para {name}',
  },
} satisfies Translations<{ denseTable: typeof denseTableText }>;
