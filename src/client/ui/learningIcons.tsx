import './learningIcons.css';

/** Line icons of the learning screens; decorative (the text beside them carries the meaning). */
const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  className: 'learn-icon',
};

export const LockIcon = () => (
  <svg {...common}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);

export const ExclamationIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 7v6" />
    <path d="M12 17h.01" />
  </svg>
);

export const CheckIcon = () => (
  <svg {...common}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

export const ArrowLeftIcon = () => (
  <svg {...common}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);

export const ArrowRightIcon = () => (
  <svg {...common}>
    <path d="M9 18l6-6-6-6" />
  </svg>
);

/* The walkthrough's controls (lessons/walkthrough). */
export const PlayIcon = () => (
  <svg {...common}>
    <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
  </svg>
);
export const PauseIcon = () => (
  <svg {...common}>
    <rect x="6" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
    <rect x="14" y="4.5" width="4" height="15" rx="1" fill="currentColor" />
  </svg>
);
export const ReplayIcon = () => (
  <svg {...common}>
    <path d="M3 12a9 9 0 1 0 3-6.7" />
    <path d="M3 4v5h5" />
  </svg>
);
export const VoiceIcon = ({ on }: { on: boolean }) => (
  <svg {...common}>
    <path d="M11 5 6 9H3v6h3l5 4V5z" fill="currentColor" />
    {on ? <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" /> : <path d="m16 9 6 6M22 9l-6 6" />}
  </svg>
);
