import type { HTMLAttributes, ReactNode } from 'react';
import './plain-card.css';

interface PlainCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A heading row above the body, as antd Card's `title`. */
  title?: ReactNode;
  size?: 'default' | 'small';
  /** A shadow on hover, for a card that is clicked. */
  hoverable?: boolean;
}

/**
 * A bordered surface in antd Card's look, for cards that are only a box (a title and content). antd's
 * Card imports its tabs, and with them a dropdown and a menu, into every page that shows one: about
 * 55 KB of script on the product, pricing and marketplace pages for a border and a padding.
 */
export function PlainCard({ title, size = 'default', hoverable = false, className, children, ...rest }: PlainCardProps) {
  const classes = ['hh-card', size === 'small' && 'hh-card--small', hoverable && 'hh-card--hoverable', className].filter(Boolean).join(' ');
  return (
    <div className={classes} {...rest}>
      {title !== undefined && (
        <div className="hh-card__head">
          <div className="hh-card__title">{title}</div>
        </div>
      )}
      <div className="hh-card__body">{children}</div>
    </div>
  );
}
