import type { MouseEvent } from 'react';

/**
 * For submit buttons under fields that show their error when left (useFormFields): pressing
 * the button would blur the field, the error would appear and push the button down before the
 * mouse is released, and the click would be lost. Keeping focus where it is until the click
 * completes avoids that; keyboard use is unaffected.
 */
export const keepFocusOnPress = { onMouseDown: (event: MouseEvent) => event.preventDefault() };
