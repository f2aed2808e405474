// The Wrapsmith wordmark: a W monogram tile and the name.
import { Link } from 'react-router-dom';

/** `label`: the link's name in the reader's language (the public pages pass theirs); English otherwise. */
export function Logo({ to = '/', onInk = false, label = 'Wrapsmith home' }: { to?: string; onInk?: boolean; label?: string }) {
  return (
    <Link to={to} className={`app-logo${onInk ? ' app-logo--on-ink' : ''}`} aria-label={label}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill={onInk ? '#ff5a1f' : '#0b1220'} />
        <path d="M6 10h4l2.5 10L15 10h2l2.5 10L22 10h4l-4.5 14h-3L16 15l-2.5 9h-3z" fill={onInk ? '#0b1220' : '#ff5a1f'} />
      </svg>
      <span>Wrapsmith</span>
    </Link>
  );
}
