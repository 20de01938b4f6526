import type { Translations } from '../../shared/i18n/runtime';
import type { writingText } from '../../client/features/writing/text';

/** Spanish (Latin America) of a student's writing assignment page. */
export default {
  writing: {
    writingAssignment: 'Tarea de escritura',
    loading: 'Cargando la tarea de escritura…',
    loadingShort: 'Cargando…',
    backToCourses: 'Volver a los cursos',
    teachersTry: 'Los maestros pueden probar el editor; solo los estudiantes guardan su texto.',
    unsavedChanges: 'Tienes cambios que todavía no se guardan.',
    savedOnDevice: 'Se guardó en este dispositivo; se enviará a tu maestro cuando vuelvas a estar en línea.',
    // The time (es-419) already ends in 'a.m.' or 'p.m.': no second period.
    savedAt: 'Guardado el {when}',
    notSavedYet: 'Todavía no se guarda.',
    whatToWrite: 'Qué escribir',
    yourWriting: 'Tu texto',
    editorHint: 'Usa los botones (o Ctrl+B y Ctrl+I) para negrita, cursiva y listas. Guarda seguido.',
    startWriting: 'Empieza a escribir aquí…',
    saving: 'Guardando…',
    save: 'Guardar',
    teacherFeedback: 'Comentarios de tu maestro',
    notGradedYet: 'Tu maestro todavía no ha calificado tus últimos cambios.',
    comment: 'Comentario',
    bold: 'Negrita',
    italic: 'Cursiva',
    bulletedList: 'Lista con viñetas',
    numberedList: 'Lista numerada',
    formatting: 'Formato',
  },
  actions: {
    'save the writing assignment': 'guardar la tarea de escritura',
    'load the writing assignment': 'cargar la tarea de escritura',
  },
} satisfies Translations<{ writing: typeof writingText }> & { actions: Record<string, string> };
