import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { tabKeyTarget } from './tab-keys.ts';
import './light-tabs.css';

export interface LightTab<K extends string> {
  key: K;
  label: ReactNode;
  /** The tab's panel; none for tabs that filter a list drawn beside them. */
  children?: ReactNode;
}

interface LightTabsProps<K extends string> {
  activeKey: K;
  onChange: (key: K) => void;
  items: LightTab<K>[];
  className?: string;
  /** 'small': left-aligned and compact, as antd's small Tabs inside a card; 'medium': a page's section tabs, left-aligned. */
  size?: 'large' | 'medium' | 'small';
  /** Tabs that do not fit the width (a phone) go on to a second line instead of widening the page. */
  wrap?: boolean;
}

/**
 * A WAI-ARIA tab list (arrow keys, Home/End, one tab stop) in the look of antd's large centred Tabs,
 * for first screens (/auth, the dashboard's cards): antd's Tabs brings its overflow menu, dropdown and
 * style generation, which would be most of /auth's JavaScript for two tabs, and measures every tab
 * after mounting (a forced layout of the whole page while a phone hydrates it). Only the active panel
 * is rendered.
 */
export function LightTabs<K extends string>({ activeKey, onChange, items, className, size = 'large', wrap = false }: LightTabsProps<K>) {
  const id = useId();
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());
  const active = items.find((item) => item.key === activeKey) ?? items[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabKeyTarget(event.key, items.findIndex((item) => item.key === active?.key), items.length);
    if (next === undefined) return;
    event.preventDefault();
    const target = items[next]!;
    onChange(target.key);
    tabRefs.current.get(target.key)?.focus();
  };

  return (
    <div className={`hh-light-tabs${size === 'large' ? '' : ` hh-light-tabs--${size}`}${wrap ? ' hh-light-tabs--wrap' : ''}${className ? ` ${className}` : ''}`}>
      <div role="tablist" className="hh-light-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === active?.key;
          return (
            <button
              key={item.key}
              ref={(node) => {
                if (node) tabRefs.current.set(item.key, node);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={item.children === undefined ? undefined : `${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              className={`hh-light-tabs__tab${selected ? ' hh-light-tabs__tab--active' : ''}`}
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && active.children !== undefined && (
        <div role="tabpanel" id={`${id}-panel-${active.key}`} aria-labelledby={`${id}-tab-${active.key}`} className="hh-light-tabs__panel">
          {active.children}
        </div>
      )}
    </div>
  );
}
