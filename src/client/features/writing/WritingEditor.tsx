import { useCallback, useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { sanitizeHtml } from '../../../shared/domain/sanitizeHtml';
import { writingText } from './text';

/** The formatting the editor offers: what the server keeps (bold, italics, lists). */
const COMMANDS = [
  { command: 'bold', label: 'bold', shortcut: 'Ctrl+B', icon: <strong aria-hidden="true">B</strong> },
  { command: 'italic', label: 'italic', shortcut: 'Ctrl+I', icon: <em aria-hidden="true">I</em> },
  { command: 'insertUnorderedList', label: 'bulletedList', shortcut: null, icon: <BulletIcon /> },
  { command: 'insertOrderedList', label: 'numberedList', shortcut: null, icon: <NumberIcon /> },
] as const;
type Command = (typeof COMMANDS)[number]['command'];

function BulletIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="4.5" cy="6" r="1.2" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1.2" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1.2" fill="currentColor" />
      <path d="M9 6h11M9 12h11M9 18h11" />
    </svg>
  );
}

function NumberIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M3.5 4.5h1.5v4M3.5 8.5h3M3.5 13.5c0-1 .8-1.5 1.5-1.5s1.5.5 1.5 1.3c0 1.2-3 2.2-3 3.7h3" />
      <path d="M10 6h10M10 12h10M10 18h10" />
    </svg>
  );
}

/* document.execCommand is deprecated but still the one editing API every browser ships. */
const exec = (command: string, value?: string) => document.execCommand(command, false, value);
const stateOf = (command: Command) => {
  try {
    return document.queryCommandState(command);
  } catch {
    return false;
  }
};

interface WritingEditorProps {
  label: string;
  hint?: ReactNode;
  /** Sanitized HTML to start from (the saved text). Changing it does not reset the editor: remount with a key. */
  initialHtml: string;
  onChange: (html: string) => void;
  placeholder?: string;
  readOnly?: boolean;
}

/**
 * A small rich-text editor: a labelled multi-line text box (contentEditable) with a toolbar of
 * Bold, Italic, Bulleted list and Numbered list. The buttons show whether the formatting is on
 * where the cursor is (aria-pressed). Pasted text keeps only the formatting the server keeps.
 */
export function WritingEditor({ label, hint, initialHtml, onChange, placeholder, readOnly = false }: WritingEditorProps) {
  const labelId = useId();
  const hintId = useId();
  const editorRef = useRef<HTMLDivElement>(null);
  const [pressed, setPressed] = useState<Record<Command, boolean>>({
    bold: false,
    italic: false,
    insertUnorderedList: false,
    insertOrderedList: false,
  });
  const [empty, setEmpty] = useState(true);

  const refresh = useCallback(() => {
    const editor = editorRef.current;
    if (!editor) return;
    setEmpty((editor.textContent ?? '').trim() === '' && !editor.querySelector('li'));
    const selection = document.getSelection();
    const inside = !!selection && selection.rangeCount > 0 && editor.contains(selection.anchorNode);
    setPressed({
      bold: inside && stateOf('bold'),
      italic: inside && stateOf('italic'),
      insertUnorderedList: inside && stateOf('insertUnorderedList'),
      insertOrderedList: inside && stateOf('insertOrderedList'),
    });
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    editor.innerHTML = sanitizeHtml(initialHtml);
    refresh();
    // Run-once per mount: the parent remounts the editor to load another text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refresh);
    return () => document.removeEventListener('selectionchange', refresh);
  }, [refresh]);

  const changed = () => {
    const editor = editorRef.current;
    if (!editor) return;
    onChange(editor.innerHTML);
    refresh();
  };

  const apply = (command: Command) => {
    const editor = editorRef.current;
    if (!editor || readOnly) return;
    const selection = document.getSelection();
    if (!selection || !editor.contains(selection.anchorNode)) {
      // Nothing selected in the text box yet: put the cursor at the end first.
      editor.focus();
      const range = document.createRange();
      range.selectNodeContents(editor);
      range.collapse(false);
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
    exec('styleWithCSS', 'false');
    exec(command);
    changed();
  };

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    const html = e.clipboardData.getData('text/html');
    if (html) exec('insertHTML', sanitizeHtml(html));
    else exec('insertText', e.clipboardData.getData('text/plain'));
    changed();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Underline, headings and other shortcuts the browser would apply are not offered.
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'u') e.preventDefault();
  };

  const onFocus = () => {
    // New lines become paragraphs (not divs) in every browser.
    exec('defaultParagraphSeparator', 'p');
  };

  return (
    <div className="writing-editor">
      <p id={labelId} className="writing-editor-label">
        {label}
      </p>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <div className="writing-editor-frame">
        <div role="toolbar" aria-label={writingText.formatting} aria-controls={`${labelId}-box`} className="writing-toolbar">
          {COMMANDS.map(({ command, label, shortcut, icon }) => {
            const name = writingText[label];
            return (
              <button
                key={command}
                type="button"
                className="writing-tool"
                aria-pressed={pressed[command]}
                title={shortcut ? `${name} (${shortcut})` : name}
                disabled={readOnly}
                // Keep the text box's selection: the command applies to it.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => apply(command)}
              >
                <span className="writing-tool-icon">{icon}</span>
                <span>{name}</span>
              </button>
            );
          })}
        </div>
        <div
          ref={editorRef}
          id={`${labelId}-box`}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={hint ? hintId : undefined}
          aria-readonly={readOnly || undefined}
          contentEditable={!readOnly}
          suppressContentEditableWarning
          spellCheck
          // The writing is English practice: the browser's spelling check reads it as English.
          lang="en"
          className={empty ? 'writing-box writing-box-empty' : 'writing-box'}
          data-placeholder={placeholder}
          tabIndex={0}
          onInput={changed}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          onKeyUp={refresh}
          onMouseUp={refresh}
          onFocus={onFocus}
        />
      </div>
    </div>
  );
}
