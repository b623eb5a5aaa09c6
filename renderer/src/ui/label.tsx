import type { ReactNode } from 'react';
import './label.css';

export type LabelTone = 'default' | 'blue' | 'orange' | 'green' | 'gold' | 'red';

/**
 * A small static label (a category, a condition), drawn as antd's Tag looks but as plain markup:
 * lists that show dozens of them (the marketplace's cards) skip a styled component per label, which
 * is a measurable share of a slow phone's hydration. Use antd's Tag where a label closes or is picked.
 */
export function Label({ tone = 'default', children }: { tone?: LabelTone; children: ReactNode }) {
  return <span className={`hh-label hh-label--${tone}`}>{children}</span>;
}
