import type { KeylessQuestion } from '../../../shared/api/content';
import { BlankItem } from './items/blank/BlankItem';
import { ChoiceItem } from './items/choice/ChoiceItem';
import { CombineItem } from './items/combine/CombineItem';
import { FindItem } from './items/find/FindItem';
import { FixItem } from './items/fix/FixItem';
import { ProofreadItem } from './items/proofread/ProofreadItem';
import { SortItem } from './items/sort/SortItem';
import { TrueFalseItem } from './items/truefalse/TrueFalseItem';
import './items/items.css';

interface QuestionViewProps {
  /**
   * What the student sees: a post-evaluation comes without its key; a keyed question (practice)
   * fits too, and a combine item then shows the joining words it requires.
   */
  question: KeylessQuestion;
  value: string;
  onChange: (value: string) => void;
  /** After Check the answer can no longer change. */
  readOnly: boolean;
  /** Issue 29: after a wrong answer in practice, the option that was right (marked among the options). */
  rightOption?: string;
}

/**
 * One question, drawn by its type's screen (src/client/features/quizzes/items/<type>): quiz,
 * practice, diagnostic and the teacher's run of a quiz all use these.
 */
export function QuestionView({ question, value, onChange, readOnly, rightOption }: QuestionViewProps) {
  const props = { value, onChange, readOnly };
  switch (question.type) {
    case 'choice':
      return <ChoiceItem question={question} {...props} rightOption={rightOption} />;
    case 'blank':
      return <BlankItem question={question} {...props} />;
    case 'truefalse':
      return <TrueFalseItem question={question} {...props} />;
    case 'find':
      return <FindItem question={question} {...props} />;
    case 'fix':
      return <FixItem question={question} {...props} />;
    case 'combine':
      return <CombineItem question={question} {...props} />;
    case 'sort':
      return <SortItem question={question} {...props} />;
    case 'proofread':
      return <ProofreadItem question={question} {...props} />;
  }
}
