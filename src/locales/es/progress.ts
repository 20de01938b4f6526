import type { Translations } from '../../shared/i18n/runtime';
import type { progressText } from '../../client/features/progress/text';

/** Spanish (Latin America) of the progress reports: a student's own, and the table, dates and charts all reports share. */
export default {
  progressReport: {
    myReport: 'Mi informe de progreso',
    whoStudent: 'Estudiante: {name}',
    whoClass: ' · Clase: {name}',
    loadingMine: 'Cargando tu progreso…',
    myCaption: 'Mi progreso por lección',
    lessonName: 'Lección',
    scoresOverTime: 'Puntajes a lo largo del tiempo: {name}',
    noPrior: 'No se encontraron intentos anteriores.',
    priorAttempts: 'Intentos anteriores',
    quiz: 'Cuestionario',
    score: 'Puntaje',
    date: 'Fecha',
    status: 'Estado',
    lesson: 'Lección',
    reset: 'Restablecido',
    earlierAttempt: 'Intento anterior',
    outsideDates: 'fuera de las fechas elegidas',
    incomplete: 'incompleto',
    resetByTeacher: 'restablecido por el maestro',
    noResult: 'sin resultado',
    locked: 'Bloqueado',
    lockedIncomplete: 'Bloqueado e incompleto',
    incompleteFlag: 'Incompleto',
    hidePrior: ': ocultar intentos anteriores',
    showPrior: ': mostrar intentos anteriores',
    average: 'Promedio',
    scoresFrom: 'Puntajes del {start} al {end}',
    dates: 'Fechas',
    from: 'Desde',
    to: 'Hasta',
    schoolYear: 'Este ciclo escolar',
    startBeforeEnd: 'La fecha de inicio debe ser anterior a la fecha final.',
    downloadCsv: 'Descargar CSV',
    print: 'Imprimir',
    noScore: 'Sin puntaje (--)',
    noScoreCount: 'Sin puntaje: {count}',
    noScoreLegend: 'Sin puntaje (--): se cuenta con palabras sobre cada columna, sin barra',
    chartTable: 'Datos de la gráfica en una tabla',
    markers: 'Marcadores',
    colours: 'Colores',
    thresholdLines: 'Líneas de 50 % y 80 %',
    scoreAxis: 'Puntaje',
    timelineSummary:
      '{count, plural, one {# puntaje} other {# puntajes}} del {first} al {last}, promedio {average} %. Primero {firstScore} %, el más reciente {latest} %.',
    pointTitle: '{lesson}, {quiz}: {score} % el {date}',
    classesAxis: 'Clases',
    studentsAxis: 'Estudiantes',
    classesSummary: 'Promedios de clase por rango de puntaje en cada cuestionario, de un total de {count}. {summary}.',
    studentsSummary: 'Estudiantes por rango de puntaje en cada cuestionario, de un total de {count}. {summary}.',
    columnSummary: '{quiz}: {green} entre 80 y 100, {yellow} entre 51 y 79, {red} entre 0 y 50, {none} sin puntaje',
    barTitle: '{quiz}: {count} en {band}',
  },
  progressColumns: {
    pretest: 'Prueba inicial',
    practice: 'Práctica {n}',
    postEval: 'Evaluación final',
  },
  actions: {
    'load your progress report': 'cargar tu informe de progreso',
    'download the CSV': 'descargar el CSV',
  },
} satisfies Translations<{
  progressReport: typeof progressText;
  progressColumns: { pretest: unknown; practice: unknown; postEval: unknown };
}> & {
  actions: Record<string, string>;
};
