import type { Translations } from '../../shared/i18n/runtime';
import type { buildDiagnosticText } from '../../client/features/diagnostic/buildText';

/** Spanish (Latin America) of Build Diagnostic. */
export default {
  buildDiagnostic: {
    title: 'Crear diagnóstico',
    goToDashboard: 'Ir a tu inicio',
    enable: 'Activar el diagnóstico',
    view: 'Ver el diagnóstico',
    class: 'Clase',
    topics: 'Temas',
    forClass: 'para {className}',
    suggested: 'Los temas sugeridos llevan un asterisco (*). {activeCount, plural, one {# activo} other {# activos}}.',
    activateTopic: 'Activar tema',
    activateTopicNamed: 'Activar tema: {topic}',
    name: 'Nombre',
    disable: 'Desactivar el diagnóstico',
    className: 'Nombre de la clase',
    cancel: 'Cancelar',
  },
  actions: {
    'load the topics': 'cargar los temas',
    'load custom diagnostics': 'cargar la configuración del diagnóstico',
    'update custom diagnostics': 'actualizar la configuración del diagnóstico',
    'update the diagnostic': 'actualizar el diagnóstico',
  },
} satisfies Translations<{ buildDiagnostic: typeof buildDiagnosticText }> & { actions: Record<string, string> };
