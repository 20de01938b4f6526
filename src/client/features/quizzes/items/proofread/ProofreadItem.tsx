import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { tokensOf } from '../../../../../shared/content/items';
import { encodeEdits, parseEdits } from '../../../../../shared/domain/items';
import { Button } from '../../../../ui/Button';
import { itemText } from '../../text';
import { QuestionHead, listenIDOf } from '../QuestionHead';
import { tokenStarts, useRovingFocus } from '../roving';
import type { ItemProps } from '../types';

/**
 * Proofread: the passage as word buttons (one Tab stop, arrow keys between words). Tapping a
 * word, or Enter or Space on it, opens a small text field in its place to retype it, prefilled;
 * Enter (or leaving the field) keeps the change, Escape cancels it. "Your changes" below lists
 * each change with Undo. Answer: "position=replacement" lines.
 */
export function ProofreadItem({ question, value, onChange, readOnly }: ItemProps<'proofread'>) {
  const textId = useId();
  const hintId = useId();
  const changesId = useId();
  const tokens = tokensOf(question.passage);
  const starts = tokenStarts(tokens);
  const edits = parseEdits(value);
  const roving = useRovingFocus(tokens.length);
  const [editing, setEditing] = useState<{ index: number; draft: string } | null>(null);
  // The word whose button gets the focus back once the field closes or a change is undone.
  const refocus = useRef<number | null>(null);
  // Set while a field is being closed on purpose, so its blur does not save it again.
  const closing = useRef(false);

  useEffect(() => {
    if (editing === null && refocus.current !== null) {
      roving.focus(refocus.current);
      refocus.current = null;
    }
  });

  const shown = (i: number) => edits.get(i) ?? tokens[i] ?? '';
  const save = (index: number, typed: string) => {
    const next = new Map(edits);
    const text = typed.trim().replace(/\s+/g, ' ');
    // Retyped as it was, or emptied: no change.
    if (text === '' || text === tokens[index]) next.delete(index);
    else next.set(index, text);
    onChange(encodeEdits(next));
  };
  const close = (keep: boolean, focusWord: boolean) => {
    if (!editing) return;
    closing.current = true;
    if (keep) save(editing.index, editing.draft);
    if (focusWord) refocus.current = editing.index;
    setEditing(null);
  };
  const onFieldKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      // Not the quiz form's Check.
      e.preventDefault();
      close(true, true);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(false, true);
    }
  };
  const undo = (index: number) => {
    const next = new Map(edits);
    next.delete(index);
    onChange(encodeEdits(next));
    refocus.current = index;
  };

  return (
    <div className={readOnly ? 'question question-locked' : 'question'}>
      <QuestionHead question={question} textId={textId} material={[question.passage]} />
      <div
        role="group"
        aria-label={itemText.thePassage}
        aria-describedby={`${textId} ${hintId}`}
        className="item-material word-row passage"
        data-spoken={listenIDOf(question)}
        data-spoken-part={1}
      >
        {tokens.map((token, i) => {
          if (editing?.index === i && !readOnly) {
            return (
              <input
                key={i}
                className="word-field"
                type="text"
                lang="en"
                aria-label={itemText.retype(token)}
                autoComplete="off"
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                size={Math.max(editing.draft.length + 1, 4)}
                value={editing.draft}
                autoFocus
                onFocus={(e) => {
                  // The caret after the word: most fixes add a mark or change an ending.
                  const end = e.currentTarget.value.length;
                  e.currentTarget.setSelectionRange(end, end);
                }}
                onChange={(e) => setEditing({ index: i, draft: e.target.value })}
                onKeyDown={onFieldKey}
                onBlur={() => {
                  if (closing.current) return;
                  close(true, false);
                }}
              />
            );
          }
          const changed = edits.has(i);
          return (
            <button
              key={i}
              type="button"
              className={changed ? 'word word-changed' : 'word'}
              disabled={readOnly}
              onClick={() => {
                closing.current = false;
                setEditing({ index: i, draft: shown(i) });
              }}
              {...roving.itemProps(i)}
            >
              <span lang="en" data-s={starts[i]} data-e={starts[i]! + token.length}>
                {shown(i)}
              </span>
              {changed ? <span className="visually-hidden"> ({itemText.changedFrom(token)})</span> : null}
            </button>
          );
        })}
      </div>
      {readOnly ? null : (
        <p id={hintId} className="item-hint">
          {itemText.proofreadHint} <span className="keyboard-hint">{itemText.wordsHint}</span>
        </p>
      )}
      <section className="item-changes" aria-labelledby={changesId}>
        <h3 id={changesId} className="item-changes-title">
          {itemText.yourChanges}
        </h3>
        {edits.size === 0 ? (
          <p className="muted">{itemText.noChanges}</p>
        ) : (
          <ul>
            {[...edits.entries()]
              .sort((a, b) => a[0] - b[0])
              .map(([i, text]) => (
                <li key={i}>
                  <span lang="en" className="change-words">
                    <del>{tokens[i]}</del>
                    <span aria-hidden="true"> → </span>
                    <ins>{text}</ins>
                  </span>
                  {readOnly ? null : (
                    <Button variant="ghost" className="undo-button" aria-label={itemText.undoChange(tokens[i] ?? '', text)} onClick={() => undo(i)}>
                      {itemText.undo}
                    </Button>
                  )}
                </li>
              ))}
          </ul>
        )}
      </section>
    </div>
  );
}
