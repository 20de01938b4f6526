import type { ReactElement } from 'react';
import type { Picture } from '../../../shared/api/kiosk';

/**
 * The twenty pictures of a picture password, drawn here (no emoji font or image file needed, so
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
  car: (
    <g>
      <path d="M8 40l6-14h30l10 14z" fill="#4a8cff" {...outline} />
      <rect x="4" y="38" width="56" height="12" rx="4" fill="#4a8cff" {...outline} />
      <path d="M18 28h10v10H14zM32 28h10l6 10H32z" fill="#d8ecff" {...outline} />
      <circle cx="17" cy="50" r="6" fill="#1d1d2c" />
      <circle cx="47" cy="50" r="6" fill="#1d1d2c" />
    </g>
  ),
  boat: (
    <g>
      <path d="M32 6v34" stroke="#6b3f1d" strokeWidth="3" />
      <path d="M34 8l18 28H34z" fill="#ffffff" {...outline} />
      <path d="M30 14L14 36h16z" fill="#ffd84a" {...outline} />
      <path d="M6 42h52l-8 14H14z" fill="#c8413b" {...outline} />
    </g>
  ),
  ball: (
    <g>
      <circle cx="32" cy="32" r="24" fill="#ff8a3d" {...outline} />
      <path d="M8 32h48M32 8v48" fill="none" stroke="#1d1d2c" strokeWidth="2" />
      <path d="M15 15c8 8 8 26 0 34M49 15c-8 8-8 26 0 34" fill="none" stroke="#1d1d2c" strokeWidth="2" />
    </g>
  ),
  cat: (
    <g>
      <path d="M12 8l12 14h16l12-14v30a20 18 0 0 1-40 0z" fill="#a0a0a8" {...outline} />
      <circle cx="24" cy="34" r="3" fill="#1d1d2c" />
      <circle cx="40" cy="34" r="3" fill="#1d1d2c" />
      <path d="M29 42h6l-3 4z" fill="#ff7aa0" {...outline} />
      <path d="M6 42h14M6 48h14M44 42h14M44 48h14" stroke="#1d1d2c" strokeWidth="1.5" />
    </g>
  ),
  bird: (
    <g>
      <ellipse cx="30" cy="36" rx="20" ry="16" fill="#2fb8a8" {...outline} />
      <circle cx="44" cy="22" r="11" fill="#2fb8a8" {...outline} />
      <path d="M54 20l8 4-8 4z" fill="#ffb020" {...outline} />
      <circle cx="46" cy="20" r="2.5" fill="#1d1d2c" />
      <path d="M14 34c6 0 14 4 16 12-8 0-14-4-16-12z" fill="#1f8a7d" {...outline} />
      <path d="M24 52v6M34 52v6" stroke="#e08a00" strokeWidth="3" strokeLinecap="round" />
    </g>
  ),
  cake: (
    <g>
      <rect x="10" y="30" width="44" height="26" rx="3" fill="#ffb3c7" {...outline} />
      <path d="M10 38c6 4 10-4 15 0s10 4 15 0 8-4 14 0" fill="none" stroke="#ffffff" strokeWidth="4" />
      <rect x="29" y="14" width="6" height="16" fill="#6cb0ff" {...outline} />
      <path d="M32 4c4 4 4 8 0 9-4-1-4-5 0-9z" fill="#ffc928" {...outline} />
    </g>
  ),
  key: (
    <g>
      <circle cx="18" cy="32" r="12" fill="#f0c040" {...outline} />
      <circle cx="18" cy="32" r="4" fill="#ffffff" {...outline} />
      <path d="M30 28h28v8h-6v8h-6v-8h-6v6h-6v-6h-4z" fill="#f0c040" {...outline} />
    </g>
  ),
  umbrella: (
    <g>
      <path d="M32 8C16 8 6 20 6 32c4-4 9-4 13 0 4-4 9-4 13 0 4-4 9-4 13 0 4-4 9-4 13 0 0-12-10-24-26-24z" fill="#8a5cf6" {...outline} />
      <path d="M32 32v20a5 5 0 0 1-10 0" fill="none" stroke="#1d1d2c" strokeWidth="3" strokeLinecap="round" />
    </g>
  ),
  kite: (
    <g>
      <path d="M32 4l18 20-18 26-18-26z" fill="#ff5a6e" {...outline} />
      <path d="M32 4v46M14 24h36" stroke="#1d1d2c" strokeWidth="1.5" />
      <path d="M32 50c-4 4 4 6 0 10" fill="none" stroke="#1d1d2c" strokeWidth="2" />
      <path d="M28 56l-4-2 1 4zM34 60l4-1-2 4z" fill="#ffd84a" {...outline} />
    </g>
  ),
  snowman: (
    <g>
      <circle cx="32" cy="44" r="16" fill="#ffffff" {...outline} />
      <circle cx="32" cy="20" r="11" fill="#ffffff" {...outline} />
      <circle cx="28" cy="18" r="1.8" fill="#1d1d2c" />
      <circle cx="36" cy="18" r="1.8" fill="#1d1d2c" />
      <path d="M32 21l8 2-8 2z" fill="#ff8a3d" />
      <circle cx="32" cy="40" r="2" fill="#1d1d2c" />
      <circle cx="32" cy="48" r="2" fill="#1d1d2c" />
      <rect x="22" y="4" width="20" height="6" fill="#1d1d2c" />
    </g>
  ),
  rocket: (
    <g>
      <path d="M32 4c10 8 12 22 10 36H22c-2-14 0-28 10-36z" fill="#e8e8f0" {...outline} />
      <circle cx="32" cy="22" r="5" fill="#6cb0ff" {...outline} />
      <path d="M22 30l-10 14h10zM42 30l10 14H42z" fill="#c8413b" {...outline} />
      <path d="M26 40h12l-6 18z" fill="#ffb020" {...outline} />
    </g>
  ),
};
