import type { Translations } from '../../shared/i18n/runtime';
import type { gradingText } from '../../client/features/writing/gradingText';

/** Spanish (Latin America) of the teacher's writing portal. */
export default {
  grading: {
    title: 'Portal de escritura',
    loadingClasses: 'Cargando tus clases…',
    goToDashboard: 'Ir a tu inicio',
    class: 'Clase',
    assignments: 'Tareas',
    loadingAssignments: 'Cargando las tareas…',
    showWithoutWriting: 'Mostrar las tareas sin escritos',
    noWritingInClass: 'Ningún estudiante de esta clase ha guardado un escrito todavía.',
    counts: '{submitted, plural, one {# entregado} other {# entregados}} · {graded, plural, one {# calificado} other {# calificados}}',
    toGrade: '{toGrade, plural, one {# por calificar} other {# por calificar}}',
    studentWriting: 'Escritos de los estudiantes',
    appearsHere: 'Cuando tus estudiantes guarden sus escritos, aparecerán aquí para que los leas, los comentes y los califiques.',
    chooseAssignment: 'Elige una tarea para leer los escritos de tus estudiantes.',
    loadingWriting: 'Cargando los escritos de los estudiantes…',
    noWritingForAssignment: 'Ningún estudiante de esta clase ha guardado esta tarea todavía.',
    passed: 'Aprobado',
    needsWork: 'Necesita mejorar',
    notGraded: 'Sin calificar',
    student: 'Estudiante',
    saved: 'Guardado el {date}',
    writingOf: 'Escrito de {name}',
    comment: 'Comentario',
    forStudent: ' para {name}',
    grade: 'Calificación',
    pass: 'Aprobado',
    sending: 'Enviando…',
    send: 'Enviar',
    ok: 'Aceptar',
    passedPrefix: 'Aprobado: ',
    needsWorkPrefix: 'Necesita mejorar: ',
  },
  actions: {
    'load the writing assignments': 'cargar las tareas de escritura',
    "load the students' writing": 'cargar los escritos de los estudiantes',
    'send the comment and grade': 'enviar el comentario y la calificación',
  },
} satisfies Translations<{ grading: typeof gradingText }> & { actions: Record<string, string> };
