import type { Translations } from '../../shared/i18n/runtime';
import type { badgesText } from '../../client/features/badges/text';

/** Spanish (Latin America) of the badges: the panel, and each badge of the content pack by its id. */
export default {
  badges: {
    myBadges: 'Mis insignias',
    earnedCount: '{count} de {total} ganadas',
    earned: 'Ganada el ',
    notEarnedYet: 'Todavía no la ganas',
  },
  badgeNames: {
    'welcome-aboard': '¡A bordo!',
    'first-step': 'Primer paso',
    'practice-makes-progress': 'La práctica te hace avanzar',
    'quiz-whiz': 'Genio de los cuestionarios',
    'perfect-score': 'Puntaje perfecto',
    sharpshooter: 'Puntería perfecta',
    'lesson-complete': 'Lección completa',
    'high-five': '¡Choca esos cinco!',
    'first-draft': 'Primer borrador',
    author: 'Pluma veloz',
    'looking-good': '¡Se ve muy bien!',
    'course-champion': 'Curso conquistado',
  },
  badgeDescriptions: {
    'welcome-aboard': 'Te uniste a una clase y empezaste a aprender.',
    'first-step': 'Terminaste tu primera prueba inicial.',
    'practice-makes-progress': 'Terminaste cinco prácticas.',
    'quiz-whiz': 'Terminaste veinte cuestionarios de cualquier tipo.',
    'perfect-score': 'Sacaste 100 % en un cuestionario.',
    sharpshooter: 'Sacaste 100 % en cinco cuestionarios.',
    'lesson-complete': 'Terminaste todos los cuestionarios de una lección, desde la prueba inicial hasta la evaluación final.',
    'high-five': 'Completaste cinco lecciones.',
    'first-draft': 'Guardaste tu primera tarea de escritura.',
    author: 'Guardaste textos para cinco tareas diferentes.',
    'looking-good': 'Tu maestro aprobó uno de tus textos.',
    'course-champion': 'Completaste todas las lecciones de un curso.',
  },
} satisfies Translations<{ badges: typeof badgesText }> & {
  badgeNames: Record<string, string>;
  badgeDescriptions: Record<string, string>;
};
