import type { ReactElement } from 'react';
import type { Picture } from '../../../shared/api/kiosk';

/**
 * The nine pictures of a picture password, drawn here (no emoji font or image file needed, so
 * they look the same on every device and offline). Each has its own colour and outline, so
 * they differ in shape as well as colour.
 */
export function PictureIcon({ picture, size = 56 }: { picture: Picture; size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" className="picture-icon">
      {SHAPES[picture]}
    </svg>
  );
}

const outline = { stroke: '#1d1d2c', strokeWidth: 2, strokeLinejoin: 'round' as const };

const SHAPES: Record<Picture, ReactElement> = {
  sun: (
    <g>
      {Array.from({ length: 8 }, (_, i) => (
        <line
          key={i}
          x1="32"
          y1="4"
          x2="32"
          y2="14"
          stroke="#e08a00"
          strokeWidth="4"
          strokeLinecap="round"
          transform={`rotate(${i * 45} 32 32)`}
        />
      ))}
      <circle cx="32" cy="32" r="14" fill="#ffc928" {...outline} />
    </g>
  ),
  moon: <path d="M40 8a24 24 0 1 0 16 38A20 20 0 0 1 40 8z" fill="#9fb4ff" {...outline} />,
  star: <path d="M32 5l8 17 18 2-13 12 4 19-17-10-17 10 4-19L6 24l18-2z" fill="#ffd84a" {...outline} />,
  heart: <path d="M32 56S6 40 6 22a13 13 0 0 1 26-4 13 13 0 0 1 26 4c0 18-26 34-26 34z" fill="#ff5a6e" {...outline} />,
  tree: (
    <g>
      <rect x="27" y="40" width="10" height="18" fill="#8a5a2b" {...outline} />
      <path d="M32 4L10 44h44z" fill="#2fa84f" {...outline} />
    </g>
  ),
  flower: (
    <g>
      {Array.from({ length: 6 }, (_, i) => (
        <ellipse key={i} cx="32" cy="16" rx="8" ry="12" fill="#d77cff" {...outline} transform={`rotate(${i * 60} 32 32)`} />
      ))}
      <circle cx="32" cy="32" r="8" fill="#ffd84a" {...outline} />
    </g>
  ),
  fish: (
    <g>
      <path d="M8 32c10-16 30-16 40 0-10 16-30 16-40 0z" fill="#3cb8e8" {...outline} />
      <path d="M46 32l12-12v24z" fill="#3cb8e8" {...outline} />
      <circle cx="18" cy="29" r="3" fill="#1d1d2c" />
    </g>
  ),
  house: (
    <g>
      <rect x="12" y="28" width="40" height="30" fill="#f2a65a" {...outline} />
      <path d="M6 30L32 6l26 24z" fill="#c8413b" {...outline} />
      <rect x="27" y="40" width="10" height="18" fill="#6b3f1d" {...outline} />
    </g>
  ),
  apple: (
    <g>
      <path d="M32 18c-6-6-24-4-22 16 2 18 14 26 22 22 8 4 20-4 22-22 2-20-16-22-22-16z" fill="#e8322f" {...outline} />
      <path d="M32 18c0-6 2-10 6-12" fill="none" stroke="#6b3f1d" strokeWidth="3" strokeLinecap="round" />
      <path d="M34 12c6-6 14-4 14-4s-2 8-14 4z" fill="#2fa84f" {...outline} />
    </g>
  ),
};
