import { translate } from '../../../shared/i18n/runtime';

/**
 * A quiz's instructions in the reader's language, or undefined to show the content's English. The
 * content pack writes them in English; translations are kept by quiz id (`quizInstructions` in
 * src/locales/<language>/), since they tell the student what to do, while the questions
 * themselves are the English being taught.
 */
export const quizInstructions = (quiz: { id: string }): string | undefined => translate(`quizInstructions.${quiz.id}`);
