import { PICTURE_PASSWORD_LENGTH, PICTURES, type Picture } from '../../../shared/api/kiosk';
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
}

/**
 * Nine big picture buttons in a 3 × 3 grid and the three slots they fill, in order. Works by
 * touch, mouse and keyboard (each picture is a button named by its word).
 */
export function PicturePad({ value, onChange, disabled = false, label }: PicturePadProps) {
  useLanguage();
  const full = value.length >= PICTURE_PASSWORD_LENGTH;
  return (
    <div className="picture-pad" role="group" aria-label={label}>
      <ol className="picture-slots" aria-label={kioskText.picturesChosen}>
        {Array.from({ length: PICTURE_PASSWORD_LENGTH }, (_, i) => {
          const picture = value[i];
          return (
            <li key={i} className={picture ? 'picture-slot picture-slot-filled' : 'picture-slot'}>
              {picture ? (
                <>
                  <PictureIcon picture={picture} size={36} />
                  <span className="visually-hidden">{pictureNames[picture]}</span>
                </>
              ) : (
                <span className="visually-hidden">{kioskText.emptySlot}</span>
              )}
            </li>
          );
        })}
      </ol>
      <div className="picture-grid">
        {PICTURES.map((picture) => (
          <button
            key={picture}
            type="button"
            className="picture-button"
            disabled={disabled || full}
            onClick={() => onChange([...value, picture])}
          >
            <PictureIcon picture={picture} />
            <span className="picture-word">{pictureNames[picture]}</span>
          </button>
        ))}
      </div>
      <button
        type="button"
        className="button button-ghost picture-clear"
        disabled={disabled || value.length === 0}
        onClick={() => onChange([])}
      >
        {kioskText.startAgain}
      </button>
    </div>
  );
}
