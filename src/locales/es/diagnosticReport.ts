import type { Translations } from '../../shared/i18n/runtime';
import type { diagnosticReportText } from '../../client/features/diagnostic/reportText';

/** Spanish (Latin America) of the diagnostic reports. */
export default {
  diagnosticReport: {
    score: '{score} %',
    needsSubscription: 'Necesitas una suscripción activa para ver los resultados del diagnóstico.',
    choosePlan: 'Elige un plan',
    print: 'Imprimir',
    resultsOf: 'Resultados del diagnóstico de {name}',
    everyResult: 'Todos los resultados hasta hoy',
    class: 'Clase',
    allTopics: 'Todos los temas',
    student: 'Estudiante',
    scoreHeader: 'Puntaje',
    inProgress: ' (en curso: {answered} de {total})',
    classResultsByTopic: 'Resultados de la clase por tema',
    topic: 'Tema',
    classScore: 'Puntaje de la clase',
    resultsOfInClass: 'Resultados del diagnóstico de {name} · Clase: {className}',
    completed: 'Terminado el {date}',
    notCompleted: 'Todavía sin terminar ({answered} de {total} respondidas)',
    previous: 'Anterior',
    next: 'Siguiente',
    allTopicsScore: 'Todos los temas: ',
    notCompletedSentence: 'Todavía sin terminar ({answered} de {total} respondidas).',
    performanceByTopic: 'Desempeño por tema',
    weakTopics: 'Temas por reforzar',
    notOpenFor: ' (no está abierta para {first})',
    allOpenFor: 'Todas estas lecciones están abiertas para {first}.',
    answer: 'Respuesta: {answer}',
    correct: '(correcta)',
    incorrect: '(incorrecta)',
    correctAnswer: 'Respuesta correcta: {answer}',
  },
  actions: {
    'load diagnostic report class': 'cargar el informe del diagnóstico de la clase',
    'load diagnostic report topic': 'cargar el informe del diagnóstico del tema',
    'load diagnostic report student': 'cargar el informe del diagnóstico del estudiante',
    'enable the lessons': 'activar las lecciones',
  },
} satisfies Translations<{ diagnosticReport: typeof diagnosticReportText }> & { actions: Record<string, string> };
