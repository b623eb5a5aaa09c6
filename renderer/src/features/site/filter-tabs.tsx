import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabKeyTarget } from '../../ui/tab-keys.ts';
import '../../ui/light-tabs.css';

/**
 * The filter tabs of the resources, events and support pages: a WAI-ARIA tab list (arrow keys,
 * Home/End, one tab stop) whose one panel is the filtered list, drawn like ui/light-tabs.tsx. Not
 * antd's Tabs, whose overflow menu on a phone puts a button inside the tab list (an accessibility
 * error); not LightTabs itself, which would join the first screens' shared chunk (chunk-tiers.ts).
 */
export function FilterTabs<K extends string>({ tabs, active, onChange, children }: { tabs: readonly { key: K; label: string }[]; active: K; onChange: (key: K) => void; children: ReactNode }) {
  const id = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabKeyTarget(event.key, tabs.findIndex((tab) => tab.key === active), tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next]!.key;
    onChange(target);
    buttons.current.get(target)?.focus();
  };
  return (
    <div className="hh-light-tabs hh-light-tabs--medium hh-light-tabs--wrap">
      <div role="tablist" className="hh-light-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map(({ key, label }) => (
          <button
            key={key}
            ref={(node) => {
              if (node) buttons.current.set(key, node);
              else buttons.current.delete(key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${key}`}
            aria-selected={key === active}
            aria-controls={`${id}-panel`}
            tabIndex={key === active ? 0 : -1}
            className={`hh-light-tabs__tab${key === active ? ' hh-light-tabs__tab--active' : ''}`}
            onClick={() => onChange(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`}>
        {children}
      </div>
    </div>
  );
}
