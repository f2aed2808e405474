// A drawn side view of a sedan for the marketing pages: body colour and finish, roof, mirrors and window
// trim can each be set, so the same drawing illustrates colours, chrome deletes and roof/mirror wraps.
import { useId } from 'react';

export interface CarIllustrationProps {
  body: string;
  finish?: 'gloss' | 'matte' | 'satin' | 'chrome' | 'carbon';
  roof?: string;
  mirrors?: string;
  /** Window surround and handles: bright chrome by default, dark for a chrome delete. */
  trim?: string;
  title: string;
}

const BODY =
  'M18 112 L18 94 Q20 80 40 76 L112 68 Q134 42 172 35 L252 33 Q288 35 312 62 L362 70 Q384 74 386 94 L386 112 Q386 118 378 118 L340 118 A30 30 0 0 0 280 118 L126 118 A30 30 0 0 0 66 118 L26 118 Q18 118 18 112 Z';
const ROOF = 'M140 56 Q154 40 174 37 L250 35 Q280 37 298 56 Z';
const FRONT_WINDOW = 'M136 66 Q152 46 176 42 L206 41 L206 66 Z';
const REAR_WINDOW = 'M214 41 L250 40 Q276 42 294 65 L214 66 Z';

export function CarIllustration({ body, finish = 'gloss', roof, mirrors, trim = '#c9ced6', title }: CarIllustrationProps) {
  const id = useId().replace(/:/g, '');
  const sheen = finish === 'matte' ? 0 : finish === 'satin' ? 0.18 : 0.38;
  return (
    <svg viewBox="0 0 404 160" role="img" aria-label={title} className="car-illustration">
      <defs>
        <linearGradient id={`${id}-sheen`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity={sheen} />
          <stop offset="0.45" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="1" stopColor="#000000" stopOpacity="0.28" />
        </linearGradient>
        <linearGradient id={`${id}-chrome`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.7" />
          <stop offset="0.35" stopColor="#000000" stopOpacity="0.25" />
          <stop offset="0.6" stopColor="#ffffff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#000000" stopOpacity="0.3" />
        </linearGradient>
        <pattern id={`${id}-carbon`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" fill="#000" fillOpacity="0.15" />
          <rect width="3" height="3" fill="#fff" fillOpacity="0.08" />
          <rect x="3" y="3" width="3" height="3" fill="#fff" fillOpacity="0.08" />
        </pattern>
      </defs>
      <ellipse cx="202" cy="142" rx="190" ry="9" fill="#0b1220" opacity="0.18" />
      <path d={BODY} fill={body} />
      {finish === 'carbon' ? <path d={BODY} fill={`url(#${id}-carbon)`} /> : null}
      <path d={BODY} fill={`url(#${id}-${finish === 'chrome' ? 'chrome' : 'sheen'})`} />
      {roof ? <path d={ROOF} fill={roof} /> : null}
      <path d={FRONT_WINDOW} fill="#1b2436" stroke={trim} strokeWidth="3" strokeLinejoin="round" />
      <path d={REAR_WINDOW} fill="#1b2436" stroke={trim} strokeWidth="3" strokeLinejoin="round" />
      <path d="M142 62 Q156 48 176 45 L190 45" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="3" fill="none" />
      <path d="M124 64 L136 57 L142 64 L137 70 Z" fill={mirrors ?? body} stroke="#0b1220" strokeOpacity="0.35" />
      <path d="M40 90 L386 92" stroke="#0b1220" strokeOpacity="0.22" strokeWidth="1.5" />
      <path d="M206 70 L206 112 M292 72 L300 110" stroke="#0b1220" strokeOpacity="0.28" strokeWidth="1.5" fill="none" />
      <rect x="178" y="78" width="16" height="4" rx="2" fill={trim} />
      <rect x="262" y="78" width="16" height="4" rx="2" fill={trim} />
      <path d="M18 100 L34 100" stroke={trim} strokeWidth="4" strokeLinecap="round" />
      <path d="M370 84 Q380 86 384 92" stroke="#ff5a1f" strokeWidth="5" strokeLinecap="round" fill="none" />
      <path d="M24 84 Q30 80 40 79" stroke="#fff6d6" strokeWidth="5" strokeLinecap="round" fill="none" />
      {[96, 310].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="118" r="25" fill="#0b1220" />
          <circle cx={cx} cy="118" r="15" fill="#5b6477" />
          <circle cx={cx} cy="118" r="5" fill="#c9ced6" />
        </g>
      ))}
    </svg>
  );
}
