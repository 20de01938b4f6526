import type { Question } from '../../../shared/api/content';
import type { DiagnosticQuestion } from '../../../shared/api/diagnostic';
import { QuestionView } from '../quizzes/QuestionView';
import '../quizzes/quizzes.css';

/** A diagnostic question carries no right answer; the quiz's question view only needs its shape. */
const asQuestion = (q: DiagnosticQuestion): Question =>
  q.type === 'choice'
    ? { id: q.id, type: 'choice', text: q.text, options: q.options.map((option) => ({ option, isAnswer: false })), correctText: '', wrongText: '', order: q.order }
    : { id: q.id, type: 'blank', text: q.text, correctAnswer: '', correctText: '', wrongText: '', order: q.order };

/** One diagnostic question, drawn by the quizzes' own question view (radio group or blank field). */
export function DiagnosticQuestionView({ question, value, onChange }: { question: DiagnosticQuestion; value: string; onChange: (v: string) => void }) {
  return <QuestionView question={asQuestion(question)} value={value} onChange={onChange} readOnly={false} />;
}
