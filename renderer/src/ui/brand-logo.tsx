import { Link } from 'react-router';
import './brand-logo.css';

/** The HardwareHub mark and word; links home unless told otherwise. */
export function BrandLogo({ to = '/', compact = false, inverted = false }: { to?: string; compact?: boolean; inverted?: boolean }) {
  return (
    <Link to={to} className={`hh-brand${inverted ? ' hh-brand--inverted' : ''}`} aria-label="HardwareHub home">
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--hh-brand)" />
        <path d="M9 8h3v6.5h8V8h3v16h-3v-6.5h-8V24H9z" fill="#fff" />
      </svg>
      {!compact && (
        <span className="hh-brand__word">
          Hardware<span className="hh-brand__accent">Hub</span>
        </span>
      )}
    </Link>
  );
}
