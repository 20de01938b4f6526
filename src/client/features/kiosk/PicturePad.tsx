import { useRef, type KeyboardEvent } from 'react';
import { LEGACY_PICTURE_PASSWORD_LENGTH, PICTURE_PASSWORD_LENGTH, PICTURES, type Picture } from '../../../shared/api/kiosk';
import { ListenButton } from '../readAloud/ListenButton';
import { PictureIcon } from './pictures';
import { useLanguage } from '../../i18n/language';
import { kioskText, pictureNames } from './text';

interface PicturePadProps {
  /** The pictures tapped so far, in order. */
  value: Picture[];
  onChange: (next: Picture[]) => void;
  disabled?: boolean;
  /** What the grid is for, for screen readers ("Your picture password"). */
  label: string;
  /** How many pictures: 4 (all different), or 3 for an old picture password (repeats allowed). */
  length?: number;
  /** The words read aloud before the pictures' names (the instruction shown above the pad). */
  instruction?: string;
}

/** Columns of the grid as laid out by CSS at this width (arrow keys move by one row). */
function columnsOf(grid: HTMLElement): number {
  const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length;
  return Math.max(1, columns);
}

/**
 * Twenty big picture buttons, each with its word, and the slots they fill, in order (issue 26:
 * 4 different pictures of 20, 116,280 choices). Works by touch, mouse and keyboard: every picture
 * is a button named by its word, Tab reaches the grid and the arrow keys move inside it. A picture
 * already chosen is greyed out and does nothing (a password has each once). The listen button reads the words of
 * all the pictures, never the ones chosen, so nobody nearby hears a password.
 */
export function PicturePad({ value, onChange, disabled = false, label, length = PICTURE_PASSWORD_LENGTH, instruction }: PicturePadProps) {
  useLanguage();
  const grid = useRef<HTMLDivElement>(null);
  const full = value.length >= length;
  const legacy = length === LEGACY_PICTURE_PASSWORD_LENGTH;
  // An old password is 3 of the first 9 pictures, with repeats: its grid stays those 9.
  const pictures = legacy ? PICTURES.slice(0, 9) : PICTURES;

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columnsOf(event.currentTarget), ArrowDown: columnsOf(event.currentTarget) }[
      event.key
    ];
    if (!step && event.key !== 'Home' && event.key !== 'End') return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : at + (step ?? 0);
    const target = buttons[Math.min(buttons.length - 1, Math.max(0, next))];
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  const spoken = [instruction, pictures.map((p) => pictureNames[p]).join(', ')].filter(Boolean).join('. ');

  return (
    <div className="picture-pad" role="group" aria-label={label}>
      <div className="picture-pad-top">
        <ol className="picture-slots" aria-label={kioskText.picturesChosen}>
          {Array.from({ length }, (_, i) => {
            const picture = value[i];
            return (
              <li key={i} className={picture ? 'picture-slot picture-slot-filled' : 'picture-slot'}>
                {picture ? (
                  <>
                    <PictureIcon picture={picture} size={40} />
                    <span className="visually-hidden">{pictureNames[picture]}</span>
                  </>
                ) : (
                  <span className="picture-slot-number" aria-hidden="true">
                    {i + 1}
                  </span>
                )}
                {picture ? null : <span className="visually-hidden">{kioskText.emptySlot}</span>}
              </li>
            );
          })}
        </ol>
        <ListenButton id="picture-pad" parts={[{ text: spoken, language: 'interface' }]} label={kioskText.listenToPictures} />
      </div>
      {/* Arrow keys move between the pictures; a keyboard user still reaches each one with Tab. */}
      <div ref={grid} className={legacy ? 'picture-grid picture-grid-legacy' : 'picture-grid'} onKeyDown={move}>
        {pictures.map((picture) => {
          const used = !legacy && value.includes(picture);
          // aria-disabled, not disabled: a picture just pressed by keyboard keeps the focus.
          const off = disabled || full || used;
          return (
            <button
              key={picture}
              type="button"
              className={used ? 'picture-button picture-button-used' : 'picture-button'}
              aria-disabled={off || undefined}
              onClick={() => !off && onChange([...value, picture])}
            >
              <PictureIcon picture={picture} size={48} />
              <span className="picture-word">{pictureNames[picture]}</span>
            </button>
          );
        })}
      </div>
      <div className="picture-pad-actions">
        <button
          type="button"
          className="button button-ghost picture-clear"
          disabled={disabled || value.length === 0}
          onClick={() => onChange(value.slice(0, -1))}
        >
          {kioskText.undoLast}
        </button>
        <button
          type="button"
          className="button button-ghost picture-clear"
          disabled={disabled || value.length === 0}
          onClick={() => onChange([])}
        >
          {kioskText.startAgain}
        </button>
      </div>
    </div>
  );
}
