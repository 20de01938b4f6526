import type { Translations } from '../../shared/i18n/runtime';
import type { customLessonsText } from '../../client/features/customLessons/text';

/** Spanish (Latin America) of Customize Lessons. */
export default {
  customLessons: {
    title: 'Personalizar lecciones',
    loadingClasses: 'Cargando tus clases…',
    goToDashboard: 'Ir a tu inicio',
    class: 'Clase',
    courses: 'Cursos',
    choosePlan: 'Elige un plan',
    trialHint: 'Los interruptores de Diagnóstico y Evaluación final se activan cuando tu cuenta tiene un plan pagado.',
    seePlans: 'Ver planes',
    lesson: 'Lección',
    lessonHelp: 'Los estudiantes ven la lección.',
    diagnostic: 'Diagnóstico',
    diagnosticHelp: 'Los estudiantes hacen la prueba inicial.',
    postEvaluation: 'Evaluación final',
    postEvaluationHelp: 'Los estudiantes pueden hacer la evaluación final.',
    postEvaluationAnswers: 'Respuestas de la evaluación final',
    postEvaluationAnswersHelp: 'Los estudiantes pueden revisar sus respuestas de la evaluación final.',
    loadingLessons: 'Cargando las lecciones…',
    loadingSettings: 'Cargando la configuración de la clase…',
    forClass: 'para {className}',
    noLessons: 'Este curso todavía no tiene lecciones.',
    lessonName: 'Nombre de la lección',
    switchFor: '{column}: {lesson}',
  },
  actions: {
    'load the courses': 'cargar los cursos',
    'update custom lessons': 'actualizar las lecciones personalizadas',
    'load the lessons': 'cargar las lecciones',
    'load custom lessons': 'cargar las lecciones personalizadas',
  },
} satisfies Translations<{ customLessons: typeof customLessonsText }> & { actions: Record<string, string> };
